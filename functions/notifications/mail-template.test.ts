/** The notification mail template: escaping, the one button, both parts, and the story sections. */
import { describe, expect, it } from "vitest";
import { renderMail, type MailInput } from "./mail-template";

const base: MailInput = {
  type: "league_update",
  title: "League renamed",
  message: "Dads <b>FC</b> is the new name",
  leagueName: "Dads & Co",
  actionUrl: "http://app.test/leaderboard",
  actionLabel: "Open the league",
  unsubscribeUrl: "http://app.test/profile-settings?unsubscribe=t",
  preferencesUrl: "http://app.test/profile-settings",
  recipientName: "Sam",
};

describe("renderMail", () => {
  it("escapes what people typed and names the league in the subject", () => {
    const mail = renderMail(base);
    expect(mail.subject).toBe("League renamed · Dads & Co");
    expect(mail.html).toContain("Dads &lt;b&gt;FC&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>FC</b>");
    expect(mail.html.match(/href="http:\/\/app.test\/leaderboard"/g)).toHaveLength(1);
    expect(mail.text).toContain("Open the league: http://app.test/leaderboard");
    expect(mail.text).toContain("Unsubscribe from league news: http://app.test/profile-settings?unsubscribe=t");
  });
  it("lists a draft's three players and draws the weekly goal race", () => {
    const draft = renderMail({
      ...base,
      type: "draft_result",
      story: { kind: "draft", players: [{ name: "Haaland", club: "MCI" }, { name: "Salah" }, { name: "Palmer" }] },
    });
    expect(draft.text).toContain("1. Haaland (MCI)\n2. Salah\n3. Palmer");
    const weekly = renderMail({
      ...base,
      type: "weekly_story",
      story: {
        kind: "weekly",
        gameweek: "Gameweek 12",
        topScorers: [{ name: "Haaland", goals: 2 }],
        table: [
          { username: "Sam", totalGoals: 10, move: 1, isYou: true },
          { username: "Alex", totalGoals: 5, move: -1, isYou: false },
        ],
      },
    });
    expect(weekly.html).toContain("width:100%;background:#16a34a");
    expect(weekly.html).toContain("width:50%;background:#94a3b8");
    expect(weekly.text).toContain("1. Sam (you)  10 goals  ▲1");
  });
  it("crowns the season's winner in the last gameweek's story", () => {
    const last = renderMail({
      ...base,
      type: "weekly_story",
      story: {
        kind: "weekly",
        gameweek: "Gameweek 38",
        topScorers: [],
        table: [{ username: "Sam <3", totalGoals: 40, move: 0, isYou: true }],
        crown: "Sam <3 wins the 2025/26 season with 40 goals!",
      },
    });
    expect(last.html).toContain("&#127942; Sam &lt;3 wins the 2025/26 season with 40 goals!");
    expect(last.text).toContain("*** Sam <3 wins the 2025/26 season with 40 goals! ***");
  });
});
