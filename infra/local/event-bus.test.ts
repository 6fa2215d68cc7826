// The local event bus as the SDK sees it: an accepted event reaches each matching rule's target, a failed delivery is retried, and every delivery (and what its target published) counts as work in flight until it has ended.
import { EventBridgeClient, PutEventsCommand } from "@aws-sdk/client-eventbridge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RuleDecl } from "../../events/rules";
import { startLocalEventBus } from "./event-bus";
import { createInFlight } from "./in-flight";

const rule = (name: string): RuleDecl => ({ name, description: name, pattern: { "detail-type": [name] }, entry: `test/${name}` });
const inFlight = createInFlight();
const delivered: string[] = [];
let attempts = 0;
let release!: () => void;
const released = new Promise<void>((r) => (release = r));
let bus: Awaited<ReturnType<typeof startLocalEventBus>>;
let client: EventBridgeClient;

const put = (detailType: string) =>
  client.send(new PutEventsCommand({ Entries: [{ Source: "test", DetailType: detailType, Detail: "{}" }] }));

beforeAll(async () => {
  bus = await startLocalEventBus(
    ["held", "chain", "late", "flaky"].map(rule),
    async (target) => {
      if (target.name === "held") await released;
      // A target that publishes does so before it ends, as the refresh jobs and the fan-out do.
      if (target.name === "chain") await put("late");
      if (target.name === "late") await new Promise((r) => setTimeout(r, 100));
      if (target.name === "flaky" && ++attempts === 1) throw new Error("the first attempt fails");
      delivered.push(target.name);
    },
    inFlight,
  );
  client = new EventBridgeClient({
    endpoint: bus.endpoint,
    region: "local",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
});

afterAll(async () => {
  client?.destroy();
  await bus?.close();
});

describe("local event bus in flight", () => {
  it("is not quiet while a delivery runs, however long, and is once it has ended", async () => {
    await put("held");
    expect(await inFlight.quiet(200)).toMatchObject({ quiet: false, inFlight: ["rule held (held)"] });
    expect(delivered).toEqual([]);
    release();
    expect((await inFlight.quiet(5_000)).quiet).toBe(true);
    expect(delivered).toEqual(["held"]);
  });

  it("waits for the delivery of an event a target published", async () => {
    await put("chain");
    expect((await inFlight.quiet(5_000)).quiet).toBe(true);
    expect(delivered.slice(-2)).toEqual(["chain", "late"]);
  });

  it("waits through a failed attempt's back-off for the retry", async () => {
    await put("flaky");
    expect((await inFlight.quiet(5_000)).quiet).toBe(true);
    expect(attempts).toBe(2);
    expect(delivered.at(-1)).toBe("flaky");
  });
});
