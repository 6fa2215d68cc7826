import {
  EVENT_SOURCE,
  NOTIFICATION_CREATED,
  NOTIFICATION_SOURCE,
  type DomainEvent,
  type NotificationCreatedDetail,
} from "../../events/catalog";
import { logError, logFailure } from "./ops-log";
import { awsCall } from "./aws-call";
import { config } from "./config";

interface PutEventsEntry {
  EventBusName: string;
  Source: string;
  DetailType: string;
  Detail: string;
}
interface PutEventsResult {
  FailedEntryCount?: number;
  Entries?: Array<{ EventId?: string; ErrorCode?: string; ErrorMessage?: string }>;
}

/**
 * EventBridge's PutEvents on the app's bus (aws-call.ts). Locally EVENTBRIDGE_ENDPOINT points at
 * the local host's bus, which speaks the same protocol; nothing else knows the host.
 */
let call: ReturnType<typeof awsCall> | undefined;
export async function putEvents(entries: PutEventsEntry[]): Promise<PutEventsResult> {
  call ??= awsCall("events", config.eventBridgeEndpoint, (region) => `events.${region}.amazonaws.com`);
  return (await call({
    path: "/",
    contentType: "application/x-amz-json-1.1",
    target: "AWSEvents.PutEvents",
    body: { Entries: entries },
  })) as PutEventsResult;
}

/**
 * The state change has already happened when we publish, so a failure to publish must not turn
 * a successful call into an error: it is logged as an error, which the creator's Errors tab shows.
 */
export async function publish(...events: DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  try {
    const result = await putEvents(
      events.map((e) => ({
        EventBusName: config.eventBusName,
        Source: EVENT_SOURCE,
        DetailType: e.actionType,
        Detail: JSON.stringify(e.detail),
      })),
    );
    if (result.FailedEntryCount) {
      const refused = (result.Entries ?? []).filter((entry) => entry.ErrorCode);
      logError({
        id: "",
        type: "PublishFailed",
        message: `${result.FailedEntryCount} of ${events.length} domain events were not accepted: ${refused.map((e) => `${e.ErrorCode} ${e.ErrorMessage ?? ""}`.trim()).join("; ")}`,
        endpoint: `publish ${events.map((e) => e.actionType).join(", ")}`,
        stackTrace: "",
      });
    }
  } catch (error) {
    logFailure(error, "", `publish ${events.map((e) => e.actionType).join(", ")}`);
  }
}

/** PutEvents takes at most 10 entries a call. */
const PUT_EVENTS_LIMIT = 10;

/**
 * Announces stored notifications to the delivery rule. Unlike domain events a failure here
 * throws: the caller's dedupe marker is already written, so a lost announcement means a lost mail.
 */
export async function announceNotifications(details: NotificationCreatedDetail[]): Promise<void> {
  for (let i = 0; i < details.length; i += PUT_EVENTS_LIMIT) {
    const batch = details.slice(i, i + PUT_EVENTS_LIMIT);
    const result = await putEvents(
      batch.map((d) => ({
        EventBusName: config.eventBusName,
        Source: NOTIFICATION_SOURCE,
        DetailType: NOTIFICATION_CREATED,
        Detail: JSON.stringify(d),
      })),
    );
    if (result.FailedEntryCount) throw new Error(`${result.FailedEntryCount} notification announcements were not accepted`);
  }
}
