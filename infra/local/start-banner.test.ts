/** Unit test of the start banner's feed line against a replay of its own. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReplay, type ReplayServer } from "./fpl-replay/server";
import { feedLine } from "./start-banner";

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplay({ season: "2024-25", gameweek: 5 });
});
afterAll(async () => {
  await replay?.close();
});

describe("the start banner", () => {
  it("names the season and gameweek the replay was started at", async () => {
    const line = await feedLine({ fplBaseUrl: replay.baseUrl, replayUrl: replay.url });
    expect(line).toContain("replay of 2024-25 at gameweek 5");
    expect(line).toContain('{"gameweek":6}');
    expect(await feedLine({ fplBaseUrl: "https://fantasy.premierleague.com/api/" })).toBe(
      "FPL feed: https://fantasy.premierleague.com/api/",
    );
  });
});
