/**
 * Data verification against the live feed, on a host of its own (it moves the replay clock):
 * the comparison reads the FPL feed itself at most once per cache period, and once the feed has
 * moved on it shows the new gameweek and every player whose goals differ from our store, until
 * a players refresh stores the feed's values. Only league admins and the creator may ask.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeedComparison } from "../../shared/feed-types";
import { replayControl } from "../../infra/local/fpl-replay/control";
import type { LocalHost } from "../../infra/local/host";
import { startOwnHost } from "../support/own-host";
import { Browserish } from "../support/client";
import { refreshed } from "../support/refresh-runs";
import { contract } from "../../shared/contract/routes";

// Long enough that two calls in a row fall inside one period on a loaded machine (at 1.5 s they
// did not, in a full parallel run), short enough that waiting a period out stays cheap.
const CACHE_MS = 5000;
let host: LocalHost;
let replay: ReturnType<typeof replayControl>;
let admin: Browserish;
let member: Browserish;
let creator: Browserish;
const CREATOR = "verify-creator@treble.test";

beforeAll(async () => {
  // A short cache period, so the test sees both the reuse and the next reading.
  process.env.FPL_LIVE_CACHE_MS = String(CACHE_MS);
  host = await startOwnHost("verify", {
    creatorEmails: CREATOR,
    fplGameweek: 12,
  });
  replay = replayControl(host.replayUrl!);
  creator = new Browserish(host.url);
  await creator.signIn(CREATOR, "Creator");
  admin = new Browserish(host.url);
  await admin.signIn("verify-admin@example.test", "Vera");
  const league = (await admin.call(contract.leagues.create, { body: { name: "Verify FC" } })).body as { code: string };
  member = new Browserish(host.url);
  await member.signIn("verify-member@example.test", "Max");
  await member.call(contract.leagues.joinByCode, { params: { id: league.code }, body: {} });
}, 120_000);

afterAll(async () => {
  await host?.close();
  delete process.env.FPL_LIVE_CACHE_MS;
});

const compare = async () => {
  const res = await admin.call(contract.feed.verificationCompare);
  expect(res.status).toBe(200);
  return res.body as FeedComparison;
};

describe("verification against the live feed", () => {
  it("agrees after a refresh, reuses one feed reading per period, and shows every difference once the feed moves on", async () => {
    const before = await compare();
    expect(before.feedError).toBeNull();
    expect(before.liveGameweek).toMatchObject({ id: 12, isCurrent: true });
    expect(before.ourGameweek).toMatchObject({ id: 12 });
    expect(before.comparedPlayers).toBeGreaterThan(500);
    expect(before.differences).toEqual([]);
    expect(before.goalsMatch).toBe(true);
    expect(before.priceMatch).toBe(true);

    // Within the period the same reading is served: the feed is not asked again.
    const requests = (await replay.state()).requests;
    const again = await compare();
    expect(again.fetchedAt).toBe(before.fetchedAt);
    expect((await replay.state()).requests).toBe(requests);

    await replay.setGameweek(14);
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 100));
    const moved = await compare();
    expect(moved.fetchedAt).not.toBe(before.fetchedAt);
    expect(moved.liveGameweek).toMatchObject({ id: 14, name: "Gameweek 14" });
    expect(moved.ourGameweek).toMatchObject({ id: 12 });
    expect(moved.goalsMatch).toBe(false);
    const goals = moved.differences.filter((d) => d.field === "Season goals");
    expect(goals.length).toBeGreaterThan(10);
    for (const d of goals) {
      const feed = moved.feedPlayers.find((p) => p.id === d.playerId)!;
      expect(d.feed).toBe(feed.goalsScored);
      expect(d.ours).not.toBe(d.feed);
    }

    // A players refresh stores the feed's values; the next reading agrees again.
    expect(await refreshed(creator, contract.feed.creatorRefreshPlayers, {})).toMatchObject({ status: "ok" });
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 100));
    const after = await compare();
    expect(after.ourGameweek).toMatchObject({ id: 14 });
    expect(after.differences.filter((d) => d.field === "Season goals")).toEqual([]);
    expect(after.goalsMatch).toBe(true);
  }, 60_000);

  it("Refresh Data stores every field the feed changed: no difference stays after it", async () => {
    // The feed moves on: goals, and with them prices, statuses and clubs, change.
    await replay.setGameweek(20);
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 100));
    const moved = await compare();
    expect(moved.differences.some((d) => d.field !== "Season goals")).toBe(true);

    const run = await refreshed(admin, contract.feed.refreshData, {});
    expect(run).toMatchObject({ status: "ok", source: "manual" });
    expect(run.writes).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 100));
    expect((await compare()).differences).toEqual([]);
  }, 60_000);

  it("is refused to a member who administers no league", async () => {
    expect((await member.call(contract.feed.verificationCompare)).status).toBe(403);
  });
});
