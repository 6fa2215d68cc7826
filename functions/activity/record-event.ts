import type { EventBridgeEnvelope } from "../../events/catalog";
import { recordActivity } from "../data/stores/activity-store";

/** EventBridge target: every domain event becomes an activity log entry (idempotent per event id). */
export async function handler(event: EventBridgeEnvelope): Promise<void> {
  await recordActivity(event.id, event["detail-type"], event.detail);
}
