/** The bell's pure parts: where a click may go, the unread count and badge, marking read locally. */
import { describe, expect, it } from "vitest";
import { bellLabel, inAppPath, markedRead, unreadCount } from "./notification-view";

describe("inAppPath", () => {
  it("keeps in-app paths only", () => {
    expect(inAppPath("/register")).toBe("/register");
    expect(inAppPath("/leaderboard?gw=3")).toBe("/leaderboard?gw=3");
    expect(inAppPath("https://evil.example")).toBeNull();
    expect(inAppPath("//evil.example/x")).toBeNull();
    expect(inAppPath("/\\evil.example")).toBeNull();
    expect(inAppPath(null)).toBeNull();
  });
});

describe("unread badge", () => {
  it("counts unread and caps the badge at 9+", () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ id: String(i), isRead: i < 2 }));
    expect(unreadCount(items)).toBe(10);
    expect(bellLabel(10)).toEqual({ badge: "9+", label: "Notifications, 10 unread" });
    expect(bellLabel(3).badge).toBe("3");
    expect(bellLabel(0)).toEqual({ badge: "", label: "Notifications" });
    expect(unreadCount(undefined)).toBe(0);
  });
});

describe("markedRead", () => {
  const items = [
    { id: "a", isRead: false },
    { id: "b", isRead: false },
  ];
  it("marks one or all", () => {
    expect(markedRead(items, "a")).toEqual([
      { id: "a", isRead: true },
      { id: "b", isRead: false },
    ]);
    expect(markedRead(items).every((n) => n.isRead)).toBe(true);
  });
});
