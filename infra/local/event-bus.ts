import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { EventBridgeEnvelope } from "../../events/catalog";
import { matchesPattern } from "../../events/pattern";
import type { RuleDecl } from "../../events/rules";
import type { InFlight } from "./in-flight";

/** Runs a rule's target function (in its own worker, under its own limits); rejects when it fails. */
type InvokeTarget = (rule: RuleDecl, event: EventBridgeEnvelope<unknown>) => Promise<unknown>;

/** EventBridge retries a failed asynchronous target; so do we, a little. */
const ATTEMPTS = 3;

/**
 * The local stand-in for the app's EventBridge bus: it answers the SDK's PutEvents (AWS JSON 1.1)
 * and delivers each event, asynchronously as EventBridge does, to every rule of events/rules.ts
 * whose pattern matches, by invoking that rule's target function. A target's failures are in its
 * log group (the Errors tab); after the last attempt the event is dropped, as EventBridge drops it.
 * Every accepted event counts as work in flight from before PutEvents answers until each matching
 * rule's delivery (retries included) has ended.
 */
/** How many accepted events the bus keeps for `GET /_local/events` (local only; EventBridge keeps none). */
const KEPT_EVENTS = 500;

export async function startLocalEventBus(rules: RuleDecl[], invokeTarget: InvokeTarget, inFlight: InFlight) {
  const pending = new Set<Promise<void>>();
  const kept: Array<EventBridgeEnvelope<unknown>> = [];

  const deliver = (event: EventBridgeEnvelope<unknown>) => {
    kept.push(event);
    if (kept.length > KEPT_EVENTS) kept.shift();
    for (const rule of rules) {
      if (!matchesPattern(rule.pattern, event as unknown as Record<string, unknown>)) continue;
      const run = inFlight.track(
        `rule ${rule.name} (${event["detail-type"]})`,
        (async () => {
          for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
            try {
              await invokeTarget(rule, event);
              return;
            } catch {
              if (attempt < ATTEMPTS) await new Promise((r) => setTimeout(r, 100 * attempt));
            }
          }
        })(),
      );
      pending.add(run);
      void run.finally(() => pending.delete(run));
    }
  };

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const action = String(req.headers["x-amz-target"] ?? "");
      if (action !== "AWSEvents.PutEvents") {
        res.writeHead(400, { "content-type": "application/x-amz-json-1.1" });
        res.end(JSON.stringify({ __type: "UnknownOperationException", message: action }));
        return;
      }
      const input = JSON.parse(body) as { Entries: Array<{ Source: string; DetailType: string; Detail: string }> };
      const entries = input.Entries.map((entry) => {
        const id = randomUUID();
        const accepted = inFlight.begin(`event ${entry.DetailType}`);
        setImmediate(() => {
          try {
            deliver({
              version: "0",
              id,
              "detail-type": entry.DetailType,
              source: entry.Source,
              account: "000000000000",
              time: new Date().toISOString(),
              region: "local",
              resources: [],
              detail: JSON.parse(entry.Detail),
            });
          } finally {
            accepted();
          }
        });
        return { EventId: id };
      });
      res.writeHead(200, { "content-type": "application/x-amz-json-1.1" });
      res.end(JSON.stringify({ FailedEntryCount: 0, Entries: entries }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The latest accepted events, oldest first, of one source if named: what tests observe of what was published. */
    events: (source?: string) => kept.filter((e) => source === undefined || e.source === source),
    /** Waits for deliveries in flight, so a stop loses nothing already accepted. */
    close: async () => {
      await Promise.allSettled([...pending]);
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
