/**
 * The weekly story on a host of its own (it moves the replay clock): a league live from GW1,
 * the season replayed to GW3 with goals refreshed, then the weekly-stories job: each member gets
 * one story mail and bell entry for the newest final gameweek, and a second run sends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayControl } from "../../infra/local/fpl-replay/control";
import type { LocalHost } from "../../infra/local/host";
import { startOwnHost } from "../support/own-host";
import { Browserish } from "../support/client";
import { eventually } from "../support/eventually";
import { liveLeague } from "../support/live-league";
import { mailsTo } from "../support/mailbox";
import { refreshed } from "../support/refresh-runs";
import { contract } from "../../shared/contract/routes";

const CREATOR = "story-creator@treble.test";
let host: LocalHost;

beforeAll(async () => {
  host = await startOwnHost("story", {
    creatorEmails: CREATOR,
    fplGameweek: 0,
  });
}, 120_000);

afterAll(async () => {
  await host?.close();
});

describe("weekly story", () => {
  it("tells each member their gameweek once, with the table and the goal race", async () => {
    const creator = new Browserish(host.url);
    await creator.signIn(CREATOR, "Creator");
    const league = await liveLeague(host.url, {
      stamp: `story${Date.now()}`,
      leagueName: "Story League",
      names: ["Ana", "Ben", "Cal"],
      picks: [
        ["Haaland", "Saka", "Woltemade"],
        ["Semenyo", "H.Bueno", "Strand Larsen"],
        ["Thiago", "Madueke", "Malen"],
      ],
    });
    const everyone = [league.admin, ...league.members];
    // Nobody wants the other mails here, only the story (on by e-mail).
    for (const person of everyone) {
      const settings = (await person.call(contract.notifications.preferences)).body;
      await person.call(contract.notifications.savePreferences, {
        body: {
          ...settings.preferences,
          channels: { ...settings.preferences.channels, weekly_story: { bell: true, email: true, push: false } },
        },
      });
    }
    const replay = replayControl(host.replayUrl!);
    for (const week of [1, 2, 3]) {
      await replay.setGameweek(week);
      // A refresh answers 202 and runs on; follow it to its end as the SPA does.
      const run = await refreshed(creator, contract.feed.creatorRefreshGoals);
      expect(run.status, run.reason).toBe("ok");
    }

    const { sendWeeklyStories } = await import("../../functions/notifications/weekly-stories");
    const first = await sendWeeklyStories();
    expect(first.gameweek).toBeGreaterThanOrEqual(1);
    expect(first).toMatchObject({ leagues: 1, sent: 3 });
    expect(await sendWeeklyStories()).toMatchObject({ leagues: 0, sent: 0 });

    const board = (
      await league.admin.call(contract.leaderboard.gameweekBoard, {
        params: { gameweekId: String(first.gameweek) },
        query: { leagueId: league.league.id },
      })
    ).body as Array<{
      username: string;
      totalGoals: number;
      currentGameweekGoals: number;
    }>;
    for (const [i, person] of everyone.entries()) {
      const name = ["Ana", "Ben", "Cal"][i];
      const mine = board.find((r) => r.username === name)!;
      const [mail] = await eventually(async () => {
        const mails = (await mailsTo(person.email, host.inboxUrl)).filter((m) =>
          m.subject.startsWith(`Gameweek ${first.gameweek} in Story League`),
        );
        expect(mails).toHaveLength(1);
        return mails;
      }, 10_000);
      // The story's numbers are the board's.
      expect(mail.text).toContain(`Your players scored ${mine.currentGameweekGoals}. You are `);
      expect(mail.text).toContain(`${name} (you)  ${mine.totalGoals} goals`);
      expect(mail.text).toContain("The table:");
      expect(mail.html).toContain("The goal race");
      const bell = (await person.call(contract.notifications.list)).body.filter((n: { type: string }) => n.type === "weekly_story");
      expect(bell).toHaveLength(1);
    }
  }, 180_000);
});
