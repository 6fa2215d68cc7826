import type { RefreshRunItem } from "../data/entities/refresh-run";
import { recordRun, type RunLog, type RunSource } from "./run-log";
import { syncBootstrap } from "./sync-bootstrap";

/**
 * Players refresh: bootstrap → players, clubs, gameweeks, plus goals last season from
 * element-summary, asked once per season per player, so after the first run of a season only
 * newcomers cost a call. Those answers are stored batch by batch, so a run cut off mid-way has
 * kept what it fetched and its continuation asks only for the rest.
 */
export const playersWork = async (log: RunLog) => {
  await syncBootstrap(log, { lastSeason: true });
};

export function refreshPlayers(source: RunSource): Promise<RefreshRunItem> {
  return recordRun("players", source, playersWork);
}
