/** Notification preferences: defaults, merging over stored values, and what the schema refuses. */
import { describe, expect, it } from "vitest";
import { defaultPreferences, preferencesSchema, withDefaults } from "./notification-preferences";

describe("notification preferences", () => {
  it("mails picks, deadlines, draft results and a live draft's call and turns by default, and nothing else", () => {
    const { channels } = defaultPreferences();
    expect(
      Object.entries(channels)
        .filter(([, c]) => c.email)
        .map(([t]) => t)
        .sort(),
    ).toEqual(["deadline_reminder", "draft_result", "draft_starting", "picks_needed", "your_turn"]);
    expect(Object.values(channels).every((c) => c.bell)).toBe(true);
  });
  it("sends goal alerts by push and bell by default, not by e-mail, and a member saved before them gets that default", () => {
    expect(defaultPreferences().channels.goal_alert).toEqual({ bell: true, email: false, push: true });
    const saved = withDefaults({ channels: { league_update: { bell: true, email: true, push: false } } as never });
    expect(saved.channels.goal_alert).toEqual({ bell: true, email: false, push: true });
    const switched = withDefaults({ channels: { goal_alert: { bell: false, email: true, push: false } } as never });
    expect(switched.channels.goal_alert).toEqual({ bell: false, email: true, push: false });
  });
  it("keeps saved choices and fills in types added later", () => {
    const merged = withDefaults({ channels: { league_update: { bell: true, email: true, push: false } } as never });
    expect(merged.channels.league_update.email).toBe(true);
    expect(merged.channels.picks_needed.email).toBe(true);
  });
  it("refuses unknown types, channels, bad times and zones", () => {
    const ok = { channels: { picks_needed: { bell: true, email: false, push: true } }, quietHours: defaultPreferences().quietHours };
    expect(preferencesSchema.safeParse(ok).success).toBe(true);
    expect(preferencesSchema.safeParse({ ...ok, channels: { spam: { bell: true, email: true, push: true } } }).success).toBe(false);
    expect(
      preferencesSchema.safeParse({ ...ok, channels: { picks_needed: { bell: true, email: true, push: true, sms: true } } }).success,
    ).toBe(false);
    expect(preferencesSchema.safeParse({ ...ok, quietHours: { ...ok.quietHours, start: "25:00" } }).success).toBe(false);
    expect(preferencesSchema.safeParse({ ...ok, quietHours: { ...ok.quietHours, timeZone: "Mars/Olympus" } }).success).toBe(false);
  });
});
