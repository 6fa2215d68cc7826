import type { EventBridgeEnvelope, GoalsChangedDetail } from "../../events/catalog";
import { goalLines } from "../chat/goal-lines";
import { moveBoards } from "./board-moves";
import { alertGoals } from "./goal-alerts";
import { readGoals } from "./goals-read";

/**
 * EventBridge target (events/rules.ts) for GOALS_CHANGED from the goals refresh: the players'
 * index and the season's goals are read once, then the boards move (standings version, the rooms'
 * `board.changed`), the goal alerts go out and each holding league's chat gets its line, side by
 * side. All are safe to repeat (the same standings version, alerts deduplicated per goal and member,
 * chat lines keyed by the event and the goal), so any one failing fails the event and EventBridge
 * delivers it again. Answers how many alerts were stored.
 */
export async function handler(event: EventBridgeEnvelope<GoalsChangedDetail>): Promise<number> {
  if (!event.detail.changes.some((c) => c.after !== c.before)) return 0;
  const read = await readGoals(event.detail);
  const [boards, alerts, lines] = await Promise.allSettled([
    moveBoards(event, read),
    alertGoals(event.detail, read),
    goalLines(event, read),
  ]);
  if (boards.status === "rejected") throw boards.reason;
  if (lines.status === "rejected") throw lines.reason;
  if (alerts.status === "rejected") throw alerts.reason;
  return alerts.value;
}
