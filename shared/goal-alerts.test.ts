/** Goal alerts: which goals a change stands for, who hears of them, what they say, the quiet-hours summary and the once-only keys. */
import { describe, expect, it } from "vitest";
import {
  alertId,
  goalAlert,
  goalHeadline,
  goalKey,
  goalMoments,
  goalSummary,
  recipientsOf,
  scoredKey,
  standingLine,
  type GoalFacts,
  type LeagueStanding,
} from "./goal-alerts";

const SAKA = 7;

describe("the goals a change stands for", () => {
  it("is each new goal with its ordinal, two at once included", () => {
    expect(goalMoments({ fixtureId: 3, playerId: SAKA, before: 0, after: 1 })).toEqual([
      { fixtureId: 3, playerId: SAKA, ordinal: 1, takenBack: false },
    ]);
    expect(goalMoments({ fixtureId: 3, playerId: SAKA, before: 1, after: 3 }).map((m) => m.ordinal)).toEqual([2, 3]);
  });
  it("is a correction for each goal taken back, the last first, and nothing for no change", () => {
    expect(goalMoments({ fixtureId: 3, playerId: SAKA, before: 2, after: 0 })).toEqual([
      { fixtureId: 3, playerId: SAKA, ordinal: 2, takenBack: true },
      { fixtureId: 3, playerId: SAKA, ordinal: 1, takenBack: true },
    ]);
    expect(goalMoments({ fixtureId: 3, playerId: SAKA, before: 1, after: 1 })).toEqual([]);
  });
  it("is nothing for counts no match has seen", () => {
    for (const [before, after] of [
      [0, 1e9],
      [-1, 1],
      [0, 1.5],
      [Number.NaN, 1],
    ])
      expect(goalMoments({ fixtureId: 3, playerId: SAKA, before, after })).toEqual([]);
  });
});

describe("once-only keys", () => {
  const first = { fixtureId: 3, playerId: SAKA, ordinal: 1, takenBack: false };
  it("name the season, fixture, player and ordinal; a correction has its own and points at the goal it takes back", () => {
    expect(goalKey("2025/26", first)).toBe("goal#2025/26#3#7#1");
    expect(goalKey("2025/26", { ...first, ordinal: 2 })).not.toBe(goalKey("2025/26", first));
    expect(goalKey("2024/25", first)).not.toBe(goalKey("2025/26", first));
    const back = { ...first, takenBack: true };
    expect(goalKey("2025/26", back)).toBe("goalback#2025/26#3#7#1");
    expect(scoredKey("2025/26", back)).toBe(goalKey("2025/26", first));
  });
  it("give the same notification id for the same goal, member and detection, and a valid, time-ordered id", () => {
    const key = goalKey("2025/26", first);
    const at = "2026-03-14T15:20:00.000Z";
    expect(alertId(at, 0, key, "u1")).toBe(alertId(at, 0, key, "u1"));
    expect(alertId(at, 0, key, "u2")).not.toBe(alertId(at, 0, key, "u1"));
    expect(alertId(at, 0, goalKey("2025/26", { ...first, ordinal: 2 }), "u1")).not.toBe(alertId(at, 0, key, "u1"));
    expect(alertId(at, 0, key, "u1")).toMatch(/^[a-z0-9]{27}$/);
    // Later detections, and later goals of one detection, sort after.
    expect(alertId("2026-03-14T15:21:00.000Z", 0, key, "u1") > alertId(at, 5, key, "u1")).toBe(true);
    expect(alertId(at, 1, "goal#2025/26#3#9#1", "u1") > alertId(at, 0, key, "u1")).toBe(true);
  });
});

const league = (over: Partial<LeagueStanding> & Pick<LeagueStanding, "leagueId" | "leagueName">): LeagueStanding => ({
  members: [],
  picks: {},
  rows: [],
  ...over,
});

describe("who is alerted", () => {
  const dads = league({
    leagueId: "L1",
    leagueName: "Expat Dads",
    members: [
      { userId: "ana", isArchived: false },
      { userId: "ben", isArchived: false },
      { userId: "cal", isArchived: true },
      { userId: "dee", isArchived: false },
      { userId: "eve", isArchived: false },
    ],
    picks: {
      ana: [{ playerId: SAKA, fromGameweek: 1, kind: "draft" }],
      ben: [{ playerId: 9, fromGameweek: 1, kind: "draft" }],
      cal: [{ playerId: SAKA, fromGameweek: 1, kind: "draft" }],
      // Re-drafted away after GW10: goals from GW11 are not Dee's.
      dee: [{ playerId: SAKA, fromGameweek: 1, toGameweek: 10, kind: "draft", endReason: "redraft" }],
      // A January pick that scores from GW25.
      eve: [{ playerId: SAKA, fromGameweek: 25, kind: "extra" }],
    },
    rows: [
      { userId: "ana", position: 2, currentGameweekGoals: 3 },
      { userId: "ben", position: 1, currentGameweekGoals: 1 },
      { userId: "cal", position: 4, currentGameweekGoals: 0 },
      { userId: "dee", position: 3, currentGameweekGoals: 0 },
      { userId: "eve", position: 5, currentGameweekGoals: 0 },
    ],
  });
  it("is each member whose pick is the scorer inside its window, never an archived member", () => {
    expect(recipientsOf(SAKA, 12, [dads]).map((r) => r.userId)).toEqual(["ana"]);
    expect(recipientsOf(SAKA, 10, [dads]).map((r) => r.userId)).toEqual(["ana", "dee"]);
    expect(recipientsOf(SAKA, 25, [dads]).map((r) => r.userId)).toEqual(["ana", "eve"]);
    expect(recipientsOf(9, 12, [dads]).map((r) => r.userId)).toEqual(["ben"]);
    expect(recipientsOf(1234, 12, [dads])).toEqual([]);
  });
  it("is one recipient for a member in several leagues, listing each league's place", () => {
    const work = league({
      leagueId: "L2",
      leagueName: "Work League",
      members: [{ userId: "ana", isArchived: false }],
      picks: { ana: [{ playerId: SAKA, fromGameweek: 5, kind: "draft" }] },
      rows: [{ userId: "ana", position: 1, currentGameweekGoals: 3 }],
    });
    expect(recipientsOf(SAKA, 12, [dads, work])).toEqual([
      {
        userId: "ana",
        places: [
          { leagueId: "L1", leagueName: "Expat Dads", position: 2, gameweekGoals: 3, tied: false },
          { leagueId: "L2", leagueName: "Work League", position: 1, gameweekGoals: 3, tied: false },
        ],
      },
    ]);
    // Archived in the second league: only the first counts.
    expect(recipientsOf(SAKA, 12, [dads, { ...work, members: [{ userId: "ana", isArchived: true }] }])[0].places).toHaveLength(1);
  });
});

const facts: GoalFacts = {
  playerName: "Saka",
  home: "Arsenal",
  away: "Chelsea",
  homeScore: 1,
  awayScore: 0,
  side: "home",
  playerGoals: 1,
  takenBack: false,
};
const place = { leagueId: "L1", leagueName: "Expat Dads", position: 2, gameweekGoals: 3 };

describe("what the alert says", () => {
  it("names the player, the match, the score, the member's gameweek goals and place", () => {
    expect(goalAlert(facts, [place])).toEqual({
      title: "Goal! Saka",
      message: "Saka scores for Arsenal v Chelsea, 1-0. You have 3 this gameweek, 2nd in Expat Dads.",
      story: {
        kind: "goal",
        headline: "Saka scores for Arsenal v Chelsea, 1-0",
        standing: "You have 3 this gameweek, 2nd in Expat Dads",
        takenBack: false,
      },
    });
  });
  it("lists every league in one alert", () => {
    expect(standingLine([place, { ...place, leagueId: "L2", leagueName: "Work League", position: 1 }])).toBe(
      "You have 3 this gameweek: 2nd in Expat Dads, 1st in Work League",
    );
    expect(standingLine([place, { ...place, leagueId: "L2", leagueName: "Work League", position: 1, gameweekGoals: 1 }])).toBe(
      "This gameweek: 3 goals in Expat Dads (2nd), 1 goal in Work League (1st)",
    );
  });
  it("says a place others share as joint, as the board shows it (=1)", () => {
    const level = league({
      leagueId: "L3",
      leagueName: "Level League",
      members: [
        { userId: "ana", isArchived: false },
        { userId: "bo", isArchived: false },
      ],
      picks: { ana: [{ playerId: SAKA, fromGameweek: 5, kind: "draft" }] },
      rows: [
        { userId: "ana", position: 1, currentGameweekGoals: 2 },
        { userId: "bo", position: 1, currentGameweekGoals: 2 },
      ],
    });
    const [ana] = recipientsOf(SAKA, 12, [level]);
    expect(ana.places[0].tied).toBe(true);
    expect(standingLine(ana.places)).toBe("You have 2 this gameweek, joint 1st in Level League");
    expect(
      standingLine([
        { ...place, tied: true },
        { ...place, leagueId: "L2", leagueName: "Work League", gameweekGoals: 1 },
      ]),
    ).toBe("This gameweek: 3 goals in Expat Dads (joint 2nd), 1 goal in Work League (2nd)");
  });
  it("says a correction as one", () => {
    const back = goalAlert({ ...facts, homeScore: 0, playerGoals: 0, takenBack: true }, [{ ...place, gameweekGoals: 2, position: 3 }]);
    expect(back.title).toBe("Goal taken back: Saka");
    expect(back.message).toBe("Goal taken back: Saka, Arsenal v Chelsea, now 0-0. You have 2 this gameweek, 3rd in Expat Dads.");
  });
  it("leaves out a score the feed has not caught up with, or does not have", () => {
    expect(goalHeadline({ ...facts, homeScore: 0 })).toBe("Saka scores for Arsenal v Chelsea");
    expect(goalHeadline({ ...facts, side: "away", homeScore: 0, awayScore: 2, playerGoals: 2 })).toBe(
      "Saka scores for Arsenal v Chelsea, 0-2",
    );
    expect(goalHeadline({ ...facts, homeScore: null, awayScore: null })).toBe("Saka scores for Arsenal v Chelsea");
  });
});

describe("the quiet-hours summary", () => {
  const story = (headline: string, standing: string, takenBack = false) => ({ kind: "goal" as const, headline, standing, takenBack });
  it("is one message naming every goal in order, with the latest standing", () => {
    expect(
      goalSummary([
        story("Saka scores for Arsenal v Chelsea, 1-0", "You have 1 this gameweek, 2nd in Expat Dads"),
        story("Haaland scores for Man City v Spurs, 2-0", "You have 2 this gameweek, 1st in Expat Dads"),
        story("Goal taken back: Saka, Arsenal v Chelsea, now 0-0", "You have 1 this gameweek, 2nd in Expat Dads", true),
      ]),
    ).toEqual({
      title: "While you were away: 2 goals, 1 taken back",
      message:
        "Saka scores for Arsenal v Chelsea, 1-0. Haaland scores for Man City v Spurs, 2-0. Goal taken back: Saka, Arsenal v Chelsea, now 0-0. You have 1 this gameweek, 2nd in Expat Dads.",
    });
  });
  it("stays short on a big afternoon", () => {
    const many = Array.from({ length: 8 }, (_, i) => story(`Goal ${i + 1}`, `You have ${i + 1} this gameweek, 1st in X`));
    const summary = goalSummary(many);
    expect(summary.title).toBe("While you were away: 8 goals");
    expect(summary.message).toBe("Goal 1. Goal 2. Goal 3. Goal 4. Goal 5. And 3 more. You have 8 this gameweek, 1st in X.");
  });
});
