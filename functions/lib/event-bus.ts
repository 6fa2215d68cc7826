// The SDK's client signs, retries and types AWS errors (kept: tests/tooling/required-libraries.test.ts).
import { EventBridgeClient, PutEventsCommand } from "@aws-sdk/client-eventbridge";
import {
  EVENT_SOURCE,
  LIVE_DRAFT_SOURCE,
  NOTIFICATION_CREATED,
  NOTIFICATION_SOURCE,
  type DomainEvent,
  type LiveDraftChangedDetail,
  type LiveDraftStartingSoonDetail,
  type NotificationCreatedDetail,
  type NotificationRef,
} from "../../events/catalog";
import { logError, logFailure } from "./ops-log";
import { awsClientOptions, config } from "../config";

/**
 * Publishes domain events on the app's EventBridge bus. Locally EVENTBRIDGE_ENDPOINT points at
 * the local host's bus, which speaks the same PutEvents protocol; nothing else knows the host.
 */
let client: EventBridgeClient | undefined;
export function bus() {
  client ??= new EventBridgeClient(awsClientOptions(config.eventBridgeEndpoint));
  return client;
}

/**
 * The state change has already happened when we publish, so a failure to publish must not turn
 * a successful call into an error: it is logged as an error, which the creator's Errors tab shows.
 */
export async function publish(...events: DomainEvent[]): Promise<void> {
  await putAndLog(
    EVENT_SOURCE,
    events.map((e) => ({ type: e.actionType, detail: e.detail })),
    "domain events",
  );
}

/**
 * Puts events of one source on the bus for a change that is already stored: an entry the bus
 * refuses, or a bus that fails, is logged as an error (the creator's Errors tab shows it) under
 * "publish <types>", never thrown. Answers whether every entry was accepted.
 */
export async function putAndLog(source: string, entries: Array<{ type: string; detail: unknown }>, what: string): Promise<boolean> {
  if (entries.length === 0) return true;
  const endpoint = `publish ${entries.map((e) => e.type).join(", ")}`;
  try {
    const result = await bus().send(
      new PutEventsCommand({
        Entries: entries.map((e) => ({
          EventBusName: config.eventBusName,
          Source: source,
          DetailType: e.type,
          Detail: JSON.stringify(e.detail),
        })),
      }),
    );
    if (result.FailedEntryCount) {
      const refused = (result.Entries ?? []).filter((entry) => entry.ErrorCode);
      logError({
        id: "",
        type: "PublishFailed",
        message: `${result.FailedEntryCount} of ${entries.length} ${what} were not accepted: ${refused.map((e) => `${e.ErrorCode} ${e.ErrorMessage ?? ""}`.trim()).join("; ")}`,
        endpoint,
        stackTrace: "",
      });
      return false;
    }
    return true;
  } catch (error) {
    logFailure(error, "", endpoint);
    return false;
  }
}

/** PutEvents takes at most 10 entries a call. */
const PUT_EVENTS_LIMIT = 10;

/** Notifications one announcement carries: a fan-out's write chunk, delivered side by side by one invocation. */
const NOTIFICATIONS_PER_EVENT = 16;

/**
 * Announces stored notifications to the delivery rule, up to 16 an event. Unlike domain events a
 * failure here throws: the caller's dedupe marker is already written, so a lost announcement
 * means a lost mail.
 */
export async function announceNotifications(refs: NotificationRef[]): Promise<void> {
  const details: NotificationCreatedDetail[] = [];
  for (let i = 0; i < refs.length; i += NOTIFICATIONS_PER_EVENT)
    details.push({ notifications: refs.slice(i, i + NOTIFICATIONS_PER_EVENT) });
  for (let i = 0; i < details.length; i += PUT_EVENTS_LIMIT) {
    const batch = details.slice(i, i + PUT_EVENTS_LIMIT);
    const result = await bus().send(
      new PutEventsCommand({
        Entries: batch.map((d) => ({
          EventBusName: config.eventBusName,
          Source: NOTIFICATION_SOURCE,
          DetailType: NOTIFICATION_CREATED,
          Detail: JSON.stringify(d),
        })),
      }),
    );
    if (result.FailedEntryCount) throw new Error(`${result.FailedEntryCount} notification announcements were not accepted`);
  }
}

/**
 * Announces a live draft's change (or its one-hour call) to the room's fan-out and the turn
 * notifications. Like a domain event, the change is already stored: a failure is logged, and
 * the room still re-reads the draft on its next event or reconnect.
 */
export async function announceLiveDraft(
  ...events: Array<
    | { type: "LIVE_DRAFT_CHANGED"; detail: LiveDraftChangedDetail }
    | { type: "LIVE_DRAFT_STARTING_SOON"; detail: LiveDraftStartingSoonDetail }
  >
): Promise<void> {
  await putAndLog(LIVE_DRAFT_SOURCE, events, "live draft announcements");
}
