import { must } from "../../../shared/must";
import type { SeasonWindow } from "../../../shared/contract/responses";
import { defaultWindowClosesAt, onFeedClock, windowOpensAt } from "../../../shared/window/calendar";
import { seasonShiftMs } from "../read-models/season";
import { freshBoardVersion } from "./board-version";
import { League } from "../entities/league";
import { SeasonSettings } from "../entities/season-settings";
import { WindowPick, type WindowPickItem } from "../entities/window-pick";
import { isConditionFailure } from "../table/condition-failure";

/**
 * The season's window on the feed's clock (product.md §10.11): stored on the season's own calendar,
 * moved by the feed's shift of that season (the local replay's; 0 for the real feed).
 */
export async function getSeasonWindow(seasonName: string): Promise<SeasonWindow> {
  const [settings, shiftMs] = await Promise.all([SeasonSettings.get({ seasonName }).go(), seasonShiftMs(seasonName)]);
  const own = {
    seasonName,
    opensAt: windowOpensAt(seasonName),
    closesAt: settings.data?.windowClosesAt ?? defaultWindowClosesAt(seasonName),
    isCustom: Boolean(settings.data),
  };
  return onFeedClock(own, shiftMs);
}

/** The creator's deadline, given on the feed's clock as the window shows it, kept on the season's own calendar. */
export async function setWindowDeadline(seasonName: string, closesAt: string, updatedBy: string): Promise<SeasonWindow> {
  const own = new Date(Date.parse(closesAt) - (await seasonShiftMs(seasonName))).toISOString();
  await SeasonSettings.put({ seasonName, windowClosesAt: own, updatedBy, updatedAt: new Date().toISOString() }).go();
  return getSeasonWindow(seasonName);
}

export async function getWindowPicks(leagueId: string, seasonName: string, userId: string): Promise<WindowPickItem | undefined> {
  return (await WindowPick.get({ leagueId, seasonName, userId }).go()).data ?? undefined;
}

/** Saves the candidates if `revision` is newer than the stored one (one conditional write, as selections). */
export async function saveWindowPicks(input: {
  leagueId: string;
  seasonName: string;
  userId: string;
  playerIds: number[];
  revision: number;
}) {
  try {
    const { data } = await WindowPick.put({ ...input, updatedAt: new Date().toISOString() })
      .where(({ revision }, { notExists, lt }) => `${notExists(revision)} OR ${lt(revision, input.revision)}`)
      .go();
    return { saved: true, item: data };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return { saved: false, item: must(await getWindowPicks(input.leagueId, input.seasonName, input.userId), "the newer window picks") };
  }
}

export async function setWindowSimulation(leagueId: string, runId: string, seed: string): Promise<void> {
  await League.patch({ leagueId }).set({ windowSimulationRunId: runId, windowSeed: seed }).go();
}

/**
 * The one write that makes a window execution the league's picks: the run already holds every
 * member's picks with their windows, so pointing the league at it is the whole change.
 */
export async function adoptWindowExecution(leagueId: string, runId: string): Promise<void> {
  await League.patch({ leagueId })
    .set({ currentRunId: runId, windowRunId: runId, boardVersion: freshBoardVersion(), updatedAt: new Date().toISOString() })
    .remove(["windowSimulationRunId"])
    .go();
}
