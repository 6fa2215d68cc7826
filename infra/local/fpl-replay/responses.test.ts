/** Unit tests of the replay's answers from the repo's data pack, and of fault counting. */
import { describe, expect, it } from "vitest";
import { FaultBox } from "./faults";
import { join } from "node:path";
import { loadPack, packsDir } from "./pack";
import { ReplayFeed } from "./responses";

const { pack, previous } = loadPack();
const now = Date.parse("2026-11-22T12:00:00Z");

describe("ReplayFeed", () => {
  it("sums the live weeks up to the clock into each player's season goals", () => {
    const total = (gw: number) =>
      (JSON.parse(new ReplayFeed(pack, previous, gw, now).bootstrap()).elements as Array<{ goals_scored: number }>).reduce(
        (s, e) => s + e.goals_scored,
        0,
      );
    expect(total(0)).toBe(0);
    expect(total(29)).toBe(774);
  });

  it("shows a player who left the league as available until the feed said he had gone", () => {
    const malen = (gw: number) =>
      (
        JSON.parse(new ReplayFeed(pack, previous, gw, now).bootstrap()).elements as Array<{
          web_name: string;
          status: string;
          news: string;
        }>
      ).find((e) => e.web_name === "Malen")!;
    // Malen joined Roma on 16 January 2026, after GW21's matches and before GW22's deadline.
    expect(malen(0)).toMatchObject({ status: "a", news: "" });
    expect(malen(20)).toMatchObject({ status: "a" });
    expect(malen(21)).toMatchObject({ status: "u", news: expect.stringContaining("Roma") });
    expect(malen(39)).toMatchObject({ status: "u" });
  });

  it("shows clubs and news as the season stood then, not at its end", () => {
    const player = (name: string, gw: number) =>
      (
        JSON.parse(new ReplayFeed(pack, previous, gw, now).bootstrap()).elements as Array<{
          web_name: string;
          team: number;
          status: string;
          news: string;
        }>
      ).find((e) => e.web_name === name)!;
    const club = (id: number) => pack.teams.find((t) => t[0] === id)![3];
    // Semenyo joined Man City in January 2026 and first played for them in GW22.
    expect([12, 21, 22, 29].map((gw) => club(player("Semenyo", gw).team))).toEqual(["BOU", "BOU", "MCI", "MCI"]);
    // Injury news at GW12 is the mid-season snapshot's (after GW9), not the one of the latest (after GW29).
    const hurt = pack.elements.find((e) => e[0] === 17)!;
    expect(player(hurt[2], 12)).toMatchObject({ status: "i", news: "Knee injury - Expected back 23 Nov" });
    expect(player(hurt[2], 29)).toMatchObject({ status: hurt[8], news: hurt[9] });
  });

  it("dates every departure of 2024-25: Duran at Villa through GW23, gone at the window's close (GW24); a loanee recalled mid-season", () => {
    const old = loadPack(join(packsDir, "2024-25"));
    const status = (name: string, gw: number) =>
      (
        JSON.parse(new ReplayFeed(old.pack, old.previous, gw, now).bootstrap()).elements as Array<{ web_name: string; status: string }>
      ).find((e) => e.web_name === name)!.status;
    expect([10, 23, 24, 38].map((gw) => status("Duran", gw))).toEqual(["a", "a", "u", "u"]);
    // Renato Veiga did not play after GW15 but stayed at Chelsea until his loan in late January.
    expect([16, 22, 23].map((gw) => status("Renato Veiga", gw))).toEqual(["a", "a", "u"]);
    // Jebbison was loaned in August and back by the season's end.
    expect([1, 10, 11].map((gw) => status("Jebbison", gw))).toEqual(["a", "u", "a"]);
  });

  it("answers an empty live list for weeks after the clock and zeros on request", () => {
    const feed = new ReplayFeed(pack, previous, 12, now);
    expect(feed.live(13)).toEqual({ elements: [] });
    expect(feed.live(12).elements.length).toBeGreaterThan(200);
    expect(feed.zeroLive(12).elements.every((e) => e.stats.goals_scored === 0)).toBe(true);
  });

  it("shows fixtures after the clock unplayed and keeps the unscheduled one", () => {
    const fixtures = new ReplayFeed(pack, previous, 12, now).fixtures();
    expect(fixtures.filter((f) => f.event === 12).every((f) => f.finished && f.team_h_score !== null)).toBe(true);
    expect(fixtures.filter((f) => f.event === 13).every((f) => !f.started && f.team_h_score === null)).toBe(true);
    expect(fixtures.some((f) => f.event === null && f.kickoff_time === null)).toBe(true);
  });

  it("derives history_past from last season by code, named as the recorded season names it", () => {
    const feed = new ReplayFeed(pack, previous, 12, now);
    const haaland = pack.elements.find((e) => e[2] === "Haaland")!;
    expect(feed.elementSummary(haaland[0])!.history_past).toEqual([expect.objectContaining({ season_name: "2024/25", goals_scored: 22 })]);
    expect(feed.elementSummary(999_999)).toBeUndefined();
  });
});

describe("the replay's clock", () => {
  it("says how far it moved the season's dates, so the season's own calendar can be read back", () => {
    for (const gw of [0, 12, 39]) {
      const body = JSON.parse(new ReplayFeed(pack, previous, gw, now).bootstrap()) as {
        replay_shift_ms: number;
        events: Array<{ deadline_time: string }>;
      };
      expect(Date.parse(body.events[0].deadline_time) - body.replay_shift_ms).toBe(Date.parse(pack.events[0][2]));
    }
    // At GW12 the recorded 2025-26 sits a year back from the shifted dates, which name 2026/27.
    const body = JSON.parse(new ReplayFeed(pack, previous, 12, now).bootstrap()) as { events: Array<{ deadline_time: string }> };
    expect(body.events[0].deadline_time.startsWith("2026-08")).toBe(true);
  });
});

describe("FaultBox", () => {
  it("applies a fault to as many matching requests as its count", () => {
    const box = new FaultBox();
    box.add("event/5/live", "zero-live", 2);
    expect(box.take("bootstrap-static/")).toBeUndefined();
    expect(box.take("event/5/live/")).toBe("zero-live");
    expect(box.take("event/5/live/")).toBe("zero-live");
    expect(box.take("event/5/live/")).toBeUndefined();
  });
});
