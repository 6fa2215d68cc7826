import type { RefreshRunItem } from "../data/entities/refresh-run";
import { recordRun, type RunSource } from "./run-log";
import { syncBootstrap } from "./sync-bootstrap";

/**
 * Players refresh: bootstrap → players, clubs, gameweeks, plus goals last season from
 * element-summary, asked once per season per player, so after the first run of a season only
 * newcomers cost a call.
 */
export function refreshPlayers(source: RunSource): Promise<RefreshRunItem> {
  return recordRun("players", source, async (log) => {
    await syncBootstrap(log, { lastSeason: true });
  });
}
