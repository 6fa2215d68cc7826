import { FEED_SOURCE, GOALS_CHANGED, type GoalsChangedDetail } from "../../events/catalog";
import { putAndLog } from "../lib/event-bus";

/**
 * Announces the goals one refresh found and has stored (GOALS_CHANGED, its own source). A failure
 * to publish is logged, not thrown (the goals are stored and the boards show them), and answered:
 * the refresh keeps the announcement for its next run (decision 0266, a goal announced again).
 */
export async function announceGoals(detail: GoalsChangedDetail): Promise<boolean> {
  return putAndLog(FEED_SOURCE, [{ type: GOALS_CHANGED, detail }], `goal announcements (gameweek ${detail.gameweek})`);
}
