import type { DomainEventDetail } from "../../../events/catalog";
import { Activity, type ActivityItem } from "../entities/activity";

export async function recordActivity(eventId: string, actionType: string, detail: DomainEventDetail): Promise<void> {
  await Activity.put({
    leagueId: detail.leagueId,
    activityId: `${detail.occurredAt}#${eventId}`,
    timestamp: detail.occurredAt,
    actionType,
    userId: detail.actor.userId,
    username: detail.actor.username,
    details: detail.details,
    severity: detail.severity,
    category: detail.category,
    metadata: detail.metadata ?? {},
    ipAddress: detail.ipAddress,
    userAgent: detail.userAgent,
    feed: "all",
  }).go();
}

/** A league's log, newest first; `limit` bounds what one call reads. */
export async function leagueActivity(leagueId: string, limit = 500): Promise<ActivityItem[]> {
  return (await Activity.query.byLeague({ leagueId }).go({ order: "desc", limit })).data;
}

export async function allActivity(limit = 500): Promise<ActivityItem[]> {
  return (await Activity.query.everywhere({ feed: "all" }).go({ order: "desc", limit })).data;
}
