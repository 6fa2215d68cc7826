import { EventBridgeClient, PutEventsCommand } from "@aws-sdk/client-eventbridge";
import { EVENT_SOURCE, type DomainEvent } from "../../events/catalog";
import { logError, logFailure } from "./ops-log";
import { awsClientOptions, config } from "./config";

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
  if (events.length === 0) return;
  try {
    const result = await bus().send(
      new PutEventsCommand({
        Entries: events.map((e) => ({
          EventBusName: config.eventBusName,
          Source: EVENT_SOURCE,
          DetailType: e.actionType,
          Detail: JSON.stringify(e.detail),
        })),
      }),
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
