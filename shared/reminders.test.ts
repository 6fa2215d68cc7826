/** Pick-reminder targets and the bell's texts. */
import { describe, expect, it } from "vitest";
import { badgeText, notificationAge, reminderMessage, reminderTargets, type ReminderLeague } from "./reminders";

describe("reminderTargets", () => {
  const leagues: ReminderLeague[] = [
    {
      leagueId: "a",
      name: "Alpha",
      isDraftMode: true,
      members: [
        { userId: "u1", isArchived: false },
        { userId: "u2", isArchived: false },
        { userId: "u3", isArchived: true },
      ],
      selectedCounts: { u1: 15, u2: 3 },
    },
    { leagueId: "b", name: "Beta", isDraftMode: true, members: [{ userId: "u2", isArchived: false }], selectedCounts: {} },
    { leagueId: "c", name: "Live", isDraftMode: false, members: [{ userId: "u4", isArchived: false }], selectedCounts: {} },
  ];
  it("names active members of draft leagues below 15, once per user", () => {
    const targets = reminderTargets(leagues);
    expect(targets).toEqual([
      {
        userId: "u2",
        leagues: [
          { leagueId: "a", name: "Alpha", selected: 3 },
          { leagueId: "b", name: "Beta", selected: 0 },
        ],
      },
    ]);
    expect(reminderMessage(targets[0])).toBe("Finish ranking your 15 players before the draft: Alpha (3/15), Beta (0/15).");
  });
});

describe("bell texts", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it("ages notifications", () => {
    expect(notificationAge("2026-11-22T11:30:00Z", now)).toBe("Just now");
    expect(notificationAge("2026-11-22T07:00:00Z", now)).toBe("5h ago");
    expect(notificationAge("2026-11-19T12:00:00Z", now)).toBe("3d ago");
  });
  it("caps the badge at 9+", () => {
    expect([0, 1, 9, 10, 42].map(badgeText)).toEqual(["", "1", "9", "9+", "9+"]);
  });
});
