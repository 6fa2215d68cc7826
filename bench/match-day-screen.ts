import { replayControl } from "../infra/local/fpl-replay/control";
import { goalTimeline } from "../infra/local/fpl-replay/match-clock";
import { loadPack } from "../infra/local/fpl-replay/pack";
import { percentile, withBenchHost } from "./harness";

const WEEK = 13;
/** Real time standing for one minute of the goals job's cadence, and for one match minute. */
const CADENCE_MS = 10_000;

/**
 * A goal from the replay to a member (a process of its own: the functions keep the first host's
 * clients): on a fresh host (SPA built, schedules off) the match clock
 * plays GW13's first slot while this process ticks the goals job every CADENCE_MS, each tick
 * standing for the next minute. Ada holds Thiago and Foden; her board is open in Chromium and her
 * phone subscribed at the push stand-in. For each of their goals the clock is moved past its
 * minute half a cadence after a tick (the average wait for the next one); measured from that
 * release to the goal alert in her bell (the notifications call), at the push stand-in, and to her
 * row's total changing in the open page; p50 and max over her goals.
 * Baseline, on the same host in the same run: a plain notification's call to the push stand-in;
 * the ratios are of the part after the tick (the wait for the tick is the cadence's, not the code's).
 */
export async function run(): Promise<void> {
  const { pack } = loadPack();
  await withBenchHost("match-day-screen", { fplGameweek: 12, schedules: false, buildSpa: true }, async ({ host }) => {
    const { liveLeague } = await import("../tests/support/live-league");
    const { untilQuiet } = await import("../tests/support/quiet");
    const { launchBrowser, pageWithSession, DESKTOP } = await import("../tests/support/browser");
    const { contract } = await import("../shared/contract/routes");
    const { handler } = await import("../functions/match-day/goals-job");
    const replay = replayControl(host.replayUrl!);
    const picks = ["Thiago", "Foden"];
    const live = await liveLeague(host.url, {
      stamp: `bench.${Date.now()}`,
      leagueName: "Bench Match",
      names: ["Ada", "Bo"],
      picks: [picks, []],
    });
    const ids = new Set(pack.elements.filter((e) => picks.includes(e[2])).map((e) => e[0]));
    const minutes = [122, 126, 128]
      .flatMap((id) => goalTimeline(id, pack.fixtureGoals?.[id] ?? []))
      .filter((g) => ids.has(g.playerId) && !g.ownGoal)
      .map((g) => g.minute)
      .sort((a, b) => a - b);
    const device = (await (await fetch(`${host.pushServiceUrl}/subscriptions`, { method: "POST" })).json()) as {
      id: string;
      subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
    };
    await live.admin.call(contract.notifications.addPushSubscription, { body: device.subscription });
    const pushes = async () =>
      ((await (await fetch(`${host.pushServiceUrl}/subscriptions/${device.id}/messages`)).json()) as unknown[]).length;
    const bell = async () =>
      ((await live.admin.call(contract.notifications.list)).body as Array<{ type: string }>).filter((n) => n.type === "goal_alert").length;
    const tick = (aheadMs = 61_000) =>
      handler({
        source: "aws.scheduler",
        "detail-type": "Scheduled Event",
        detail: {},
        time: new Date(Date.now() + aheadMs).toISOString(),
      } as never);

    await replay.clock({ matchMinutes: 90, gapMinutes: 30, startInMinutes: 5, gameweek: WEEK });
    await tick(11 * 60_000);
    await replay.clock({ advanceMinutes: 5 });
    await tick(6 * 60_000);
    await untilQuiet(host.url, 60_000);

    const browser = await launchBrowser();
    try {
      const page = await pageWithSession(browser, host.url, DESKTOP, live.admin.cookie("treble_session")!);
      await page.goto(`${host.url}/`);
      await page.locator('[data-testid="board-row"]', { hasText: "Ada" }).first().waitFor({ timeout: 60_000 });
      const total = () =>
        page.locator('[data-testid="board-row"]', { hasText: "Ada" }).first().locator(".tabular-nums").last().textContent();

      // Baseline: a plain notification from its call to the push stand-in.
      const baseline: number[] = [];
      for (let i = 0; i < 6; i++) {
        const before = await pushes();
        const started = performance.now();
        await live.admin.call(contract.notifications.testNotification, {
          body: { type: "league_update", title: "Baseline", message: "Plain" },
        });
        while ((await pushes()) <= before) await new Promise((r) => setTimeout(r, 5));
        baseline.push(performance.now() - started);
        await untilQuiet(host.url, 60_000);
      }

      const rows: Array<{ minute: number; ticked: number; push: number; bell: number; screen: number }> = [];
      // The match minute as the replay has it now: real time moves the clock on too (a minute a
      // minute), so the setup's own time (the browser, the baseline) has already played some.
      const playing = async () => Math.max(0, ...((await replay.state()).clock?.fixtures ?? []).map((f) => (f.finished ? 0 : f.minute)));
      for (const goalMinute of minutes) {
        const minute = await playing();
        if (goalMinute <= minute + 1) continue;
        // Up to the minute before the goal, stored as the schedule would have stored it.
        await replay.clock({ advanceMinutes: goalMinute - 1 - minute });
        await tick();
        await untilQuiet(host.url, 60_000);
        const shown = await total();
        const pushed = await pushes();
        const rung = await bell();
        // A tick, then the goal released half a cadence later, then the next tick at the cadence.
        const cadenceStart = performance.now();
        await tick();
        await new Promise((r) => setTimeout(r, CADENCE_MS / 2 - (performance.now() - cadenceStart)));
        await replay.clock({ advanceMinutes: 1 });
        const released = performance.now();
        const onScreen = page
          .waitForFunction(
            (before) => {
              const row = [...document.querySelectorAll('[data-testid="board-row"]')].find((r) => r.textContent?.includes("Ada"));
              const cells = row?.querySelectorAll(".tabular-nums");
              return cells && cells.length > 0 && cells[cells.length - 1].textContent !== before;
            },
            shown,
            { polling: 20, timeout: 120_000 },
          )
          .then(() => performance.now() - released);
        const atPush = (async () => {
          while ((await pushes()) <= pushed) await new Promise((r) => setTimeout(r, 20));
          return performance.now() - released;
        })();
        const atBell = (async () => {
          // Every 200 ms: each look is a call to the API, which must not crowd the board's own calls.
          while ((await bell()) <= rung) await new Promise((r) => setTimeout(r, 200));
          return performance.now() - released;
        })();
        await new Promise((r) => setTimeout(r, Math.max(0, CADENCE_MS - (performance.now() - cadenceStart))));
        const ticked = performance.now() - released;
        await tick();
        rows.push({ minute: goalMinute, ticked, push: await atPush, bell: await atBell, screen: await onScreen });
        await untilQuiet(host.url, 60_000);
      }

      const base = percentile(baseline, 50);
      console.log(
        `\n== Match day: a goal from the replay to the push stand-in and an open board (cadence ${CADENCE_MS / 1000} s standing for 1 minute) ==`,
      );
      console.log(`baseline: plain notification call → push, p50 ${base.toFixed(0)} ms (n=${baseline.length})`);
      for (const r of rows)
        console.log(
          `goal at minute ${String(r.minute).padStart(2)}: release → push ${r.push.toFixed(0).padStart(6)} ms (after the tick ${(r.push - r.ticked).toFixed(0)} ms, ×${((r.push - r.ticked) / base).toFixed(1)}), release → board ${r.screen.toFixed(0).padStart(6)} ms (after the tick ${(r.screen - r.ticked).toFixed(0)} ms, ×${((r.screen - r.ticked) / base).toFixed(1)}); on screen within one cadence + 5 s: ${r.screen <= CADENCE_MS + 5_000 ? "yes" : "NO"}`,
        );
      const spread = (label: string, values: number[]) =>
        console.log(
          `release → ${label.padEnd(6)} p50 ${percentile(values, 50).toFixed(0).padStart(6)} ms, max ${Math.max(...values)
            .toFixed(0)
            .padStart(6)} ms (n=${values.length})`,
        );
      spread(
        "board",
        rows.map((r) => r.screen),
      );
      spread(
        "bell",
        rows.map((r) => r.bell),
      );
      spread(
        "push",
        rows.map((r) => r.push),
      );
    } finally {
      await browser.close();
    }
  });
}
