import type { LeagueItem } from "../data/entities/league";

/**
 * What a league's board screen shows, as one version: the board's own (`boardVersion`, moved by
 * every change to its rows), its standings' (`standingsVersion`, moved by goals for its players)
 * and the league item's last update (its name and mode, which the board's header reads from the
 * league). Equal versions mean nothing on the screen can differ.
 */
export const leagueVersion = (league: Pick<LeagueItem, "boardVersion" | "standingsVersion" | "updatedAt">) =>
  `${league.boardVersion ?? "-"}.${league.standingsVersion ?? "-"}.${league.updatedAt}`;
