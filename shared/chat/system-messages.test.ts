/** The words of the league's moments in its chat. */
import { describe, expect, it } from "vitest";
import { systemText } from "./system-messages";
import { chatSegments } from "./links";

describe("system messages", () => {
  it.each([
    [{ kind: "member_joined", username: "Ana" }, "Ana joined the league."],
    [{ kind: "member_left", username: "Ben Jr." }, "Ben Jr. left the league."],
    [{ kind: "member_removed", username: "Cal" }, "Cal was removed from the league."],
    [{ kind: "draft_pick", username: "Ana", playerName: "Haaland", round: 1, overall: 3 }, "Ana picked Haaland (round 1, pick 3)."],
    [
      { kind: "draft_pick", username: "Ana", playerName: "Saka", round: 2, overall: 5, auto: true },
      "Ana was given Saka (round 2, pick 5).",
    ],
    [
      { kind: "draft_result", picks: [{ username: "Ana", playerNames: ["Haaland", "Saka", "Wood"] }] },
      "The draft is done: Ana: Haaland, Saka and Wood.",
    ],
    [{ kind: "goal", playerName: "Haaland", usernames: ["Ana", "Ben"] }, "⚽ Haaland scored for Ana and Ben."],
    [{ kind: "goal", playerName: "Thiago", usernames: ["Bo"], inMatch: 1 }, "⚽ Thiago scored for Bo."],
    [{ kind: "goal", playerName: "Thiago", usernames: ["Bo"], inMatch: 2 }, "⚽ Thiago scored again for Bo: 2 in this match."],
    [{ kind: "goal", playerName: "Thiago", usernames: ["Bo"], inMatch: 3 }, "⚽ Thiago scored again for Bo: a hat-trick."],
    [{ kind: "goal", playerName: "Thiago", usernames: ["Bo"], inMatch: 4 }, "⚽ Thiago scored again for Bo: 4 in this match."],
    [{ kind: "goal_taken_back", playerName: "Foden", usernames: ["Cal"] }, "Foden's goal for Cal was taken back."],
    [{ kind: "window_picks", picks: [{ username: "Ana", playerName: "Isak" }] }, "The January window's draft is done: Ana picked Isak."],
    [{ kind: "season_ended", season: "2025/26", winners: ["Ana"], goals: 23 }, "The 2025/26 season is over: Ana wins with 23 goals."],
    [
      { kind: "season_ended", season: "2025/26", winners: ["Ana", "Ben"], goals: 1 },
      "The 2025/26 season is over: Ana and Ben share the title with 1 goal.",
    ],
  ] as const)("%o says %s", (moment, text) => {
    expect(systemText(moment as never)).toBe(text);
  });
});

describe("links in a message", () => {
  it("shows http(s) and www links as links, the rest as text, a sentence's full stop outside the link", () => {
    expect(chatSegments("see https://example.com/a?b=1. and www.bbc.co.uk!")).toEqual([
      { kind: "text", text: "see " },
      { kind: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { kind: "text", text: ". and " },
      { kind: "link", text: "www.bbc.co.uk", href: "https://www.bbc.co.uk" },
      { kind: "text", text: "!" },
    ]);
  });
  it("never makes a link of anything but http(s)", () => {
    expect(chatSegments("javascript:alert(1) <b>x</b> data:text/html,hi")).toEqual([
      { kind: "text", text: "javascript:alert(1) <b>x</b> data:text/html,hi" },
    ]);
  });
});
