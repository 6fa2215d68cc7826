import { reissuedIds, type PlayerIdentity } from "../../shared/season-detection";
import type { GameweekFields, PlayerFields, TeamFields } from "../data/stores/feed-store";
import type { FplBootstrap } from "./fpl-schemas";

export function recordsFromBootstrap(bootstrap: FplBootstrap) {
  const teams = new Map(bootstrap.teams.map((t) => [t.id, t]));
  const positions = new Map(bootstrap.element_types.map((t) => [t.id, t.singular_name_short]));
  const players: PlayerFields[] = bootstrap.elements.map((e) => ({
    playerId: e.id,
    code: e.code,
    webName: e.web_name,
    firstName: e.first_name,
    secondName: e.second_name,
    teamId: e.team,
    teamName: teams.get(e.team)?.name ?? "Unknown",
    position: positions.get(e.element_type) ?? "Unknown",
    nowCost: e.now_cost,
    goalsScored: e.goals_scored,
    ownGoals: e.own_goals,
    minutes: e.minutes,
    status: e.status,
    news: e.news,
    removed: e.removed,
  }));
  const clubs: TeamFields[] = bootstrap.teams.map((t) => ({ teamId: t.id, code: t.code, name: t.name, shortName: t.short_name }));
  const gameweeks: GameweekFields[] = bootstrap.events.map((e) => ({
    gameweekId: e.id,
    name: e.name,
    deadlineTime: e.deadline_time ?? undefined,
    isPrevious: e.is_previous,
    isCurrent: e.is_current,
    isNext: e.is_next,
    isFinished: e.finished,
    dataChecked: e.data_checked,
  }));
  return { players, teams: clubs, gameweeks };
}

/**
 * The incoming records that differ from what is stored in any of the feed's fields; our own
 * fields (timestamps, goals last season) are left out of the comparison, so an unchanged feed
 * means no writes.
 */
export function changedRecords<T extends object, K extends keyof T>(stored: Array<Partial<T>>, incoming: T[], key: K): T[] {
  const byKey = new Map(stored.map((s) => [s[key], s]));
  return incoming.filter((next) => {
    const before = byKey.get(next[key]);
    if (!before) return true;
    return (Object.keys(next) as Array<keyof T>).some((field) => before[field] !== next[field]);
  });
}

/**
 * Refuses a bootstrap that would wipe out the season: no players at all, or every player on
 * zero goals while gameweeks are already finished (a new season starts with no finished week).
 */
export function rejectBootstrap(bootstrap: FplBootstrap, storedGoals: number): string | undefined {
  if (bootstrap.elements.length === 0) return "bootstrap-static/: no players in the answer";
  const feedGoals = bootstrap.elements.reduce((sum, e) => sum + e.goals_scored, 0);
  const seasonUnderway = bootstrap.events.some((e) => e.finished);
  if (feedGoals === 0 && storedGoals > 0 && seasonUnderway) {
    return `bootstrap-static/: every player on zero goals; kept the ${storedGoals} season goals already stored`;
  }
  return undefined;
}

/**
 * Refuses an answer that would overwrite a stored player with another one under the same id.
 * Within a season ids never change hands, and a new season is stored apart (product.md §10.13): any
 * such player is a feed fault, and a season's players are never overwritten with another's.
 */
export function rejectReissuedIds(
  stored: ReadonlyArray<PlayerIdentity & { webName: string }>,
  incoming: ReadonlyArray<PlayerIdentity & { webName: string }>,
): string | undefined {
  const { movedIds } = reissuedIds(stored, incoming);
  if (movedIds.length === 0) return undefined;
  const before = new Map(stored.map((p) => [p.playerId, p.webName]));
  const after = new Map(incoming.map((p) => [p.playerId, p.webName]));
  const first = movedIds[0];
  return `bootstrap-static/: ${movedIds.length} player ids now name other players (id ${first}: ${before.get(first)} → ${after.get(first)}); kept the stored players`;
}
