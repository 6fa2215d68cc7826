/**
 * A season's first players refresh cut off by its time limit, on a host of its own (it resets
 * every player's goals last season): the stretch stops before the limit with the answers it
 * fetched stored, and its continuation, delivered by the bus, finishes the same run asking the
 * feed only for the players still due.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalHost } from "../../infra/local/host";
import { startOwnHost } from "../support/own-host";
import { Browserish } from "../support/client";
import { followRefresh } from "../support/refresh-runs";

const CREATOR = "resume-creator@treble.test";
let host: LocalHost;
let creator: Browserish;

beforeAll(async () => {
  // The host's own first refresh of an empty store runs the same job: startOwnHost lets it finish first.
  host = await startOwnHost("resume", {
    creatorEmails: CREATOR,
  });
  creator = new Browserish(host.url);
  await creator.signIn(CREATOR, "Creator");
}, 180_000);

afterAll(async () => {
  await host?.close();
});

describe("a players refresh cut off by its time limit", () => {
  it("keeps what it fetched and its continuation finishes the same run with no call repeated", async () => {
    // Loaded after the host has set the environment the data layer reads.
    const { listPlayers, putPlayers } = await import("../../functions/data/stores/feed-store");
    const { runRefreshJob } = await import("../../functions/feed/refresh-job");
    const { playersWork } = await import("../../functions/feed/refresh-players");
    // The first run of a new season: nobody's goals last season are known yet.
    const seeded = await listPlayers();
    await putPlayers(seeded.map(({ updatedAt: _u, lastSeasonCheckedFor: _c, goalsLastSeason: _g, ...fields }) => fields) as never);
    const checked = async () => (await listPlayers()).filter((p) => p.lastSeasonCheckedFor).length;
    expect(await checked()).toBe(0);

    // Lambda's clock: plenty of time for the first batch, then too little for another.
    let looks = 0;
    const outcome = await runRefreshJob(
      "players",
      undefined,
      () => (looks++ < 1 ? 300_000 : 16_000),
      (log) => playersWork(log),
    );
    expect(outcome.status).toBe("continuing");
    expect(await checked()).toBe(100);

    const end = await followRefresh(creator, outcome.runId);
    expect(end).toMatchObject({ state: "succeeded", kind: "players", run: { status: "ok" } });
    const messages = end.steps.map((s: { message: string }) => s.message);
    expect(messages).toContain(`Stopping before the time limit: ${seeded.length - 100} players left for the continuation`);
    expect(messages).toContain("Continuing the players refresh where the last stretch stopped");
    // Two bootstrap calls (one per stretch) and one element-summary call per player, none twice.
    expect(end.run.feedCalls).toBe(seeded.length + 2);
    expect(await checked()).toBe(seeded.length);
  }, 120_000);
});
