import { PutEventsCommand } from "@aws-sdk/client-eventbridge";
import { bus as eventBus } from "../functions/lib/event-bus";
import { FEED_SOURCE, GOALS_CHANGED, type GoalsChangedDetail } from "../events/catalog";
import { replayControl } from "../infra/local/fpl-replay/control";
import { Browserish } from "../tests/support/client";
import { liveLeague } from "../tests/support/live-league";
import { refreshed } from "../tests/support/refresh-runs";
import { untilQuiet } from "../tests/support/quiet";
import { percentile, seedLiveLeague, withBenchHost } from "./harness";
import { contract } from "../shared/contract/routes";

const SAMPLES = 12;
/** Other live leagues holding the scorer, so the alert's rule reads and ranks more than one league. */
const OTHER_LEAGUES = 100;
const OTHER_MEMBERS = 20;

/**
 * Goal alert latency: from the goals refresh's GOALS_CHANGED reaching the bus (PutEvents) to the
 * alert at the push stand-in, for a member whose pick scored, with the scorer held in 1 and in
 * 101 live leagues; against a baseline measured on the same host in the same run: a plain
 * notification (the admin's test notification) from its call to the push stand-in, the path
 * every notification takes (stored, announced, delivered). Ratio = p50 / baseline p50.
 */
export async function run() {
  await withBenchHost("goal-alerts", { creatorEmails: "bench-goals@treble.test", fplGameweek: 0 }, async ({ host }) => {
    const stamp = `${Date.now()}`;
    const live = await liveLeague(host.url, { stamp, leagueName: "Expat Dads", names: ["Ana", "Ben"], picks: [["Haaland"], ["Saka"]] });
    const ana = live.admin;
    const device = (await (await fetch(`${host.pushServiceUrl}/subscriptions`, { method: "POST" })).json()) as {
      id: string;
      subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
    };
    await ana.call(contract.notifications.addPushSubscription, { body: device.subscription });
    await replayControl(host.replayUrl!).setGameweek(1);
    const creator = new Browserish(host.url);
    await creator.signIn("bench-goals@treble.test", "Creator");
    await refreshed(creator, contract.feed.creatorRefreshGoals);
    const { feedSeason } = await import("../functions/data/read-models/season");
    const season = await feedSeason();
    const bootstrap = (await (await fetch(`${host.fplBaseUrl}bootstrap-static/`)).json()) as {
      elements: Array<{ id: number; web_name: string; team: number }>;
    };
    const fixtures = (await (await fetch(`${host.fplBaseUrl}fixtures/?event=1`)).json()) as Array<{
      id: number;
      team_h: number;
      team_a: number;
    }>;
    const haaland = bootstrap.elements.find((e) => e.web_name === "Haaland")!;
    const fixture = fixtures.find((f) => f.team_h === haaland.team || f.team_a === haaland.team)!;
    const bus = eventBus();
    await untilQuiet(host.url, 60_000);

    const pushes = async () =>
      ((await (await fetch(`${host.pushServiceUrl}/subscriptions/${device.id}/messages`)).json()) as unknown[]).length;
    /** Starts `act`, then polls the push stand-in until one more push has arrived: milliseconds. */
    const untilPush = async (act: () => Promise<unknown>, timeoutMs = 30_000) => {
      const before = await pushes();
      const started = performance.now();
      await act();
      while ((await pushes()) <= before) {
        if (performance.now() - started > timeoutMs) throw new Error(`no push within ${timeoutMs / 1000} s`);
        await new Promise((r) => setTimeout(r, 5));
      }
      const ms = performance.now() - started;
      await untilQuiet(host.url, 60_000);
      return ms;
    };

    let goals = 0;
    // A match's goals are capped at 20 per player (more is a broken report, and no alert): each
    // run of 20 goals stands in another match, so every sample is a goal the alerts take.
    const GOALS_PER_MATCH = 20;
    const goal = (timeoutMs?: number) =>
      untilPush(async () => {
        goals++;
        const inMatch = ((goals - 1) % GOALS_PER_MATCH) + 1;
        const fixtureId = fixture.id + 100_000 * Math.floor((goals - 1) / GOALS_PER_MATCH);
        const detail: GoalsChangedDetail = {
          season,
          gameweek: 1,
          changes: [{ playerId: haaland.id, fixtureId, before: inMatch - 1, after: inMatch }],
          fixtures: [
            {
              fixtureId,
              gameweek: 1,
              teamH: fixture.team_h,
              teamA: fixture.team_a,
              teamHScore: fixture.team_h === haaland.team ? inMatch : 0,
              teamAScore: fixture.team_a === haaland.team ? inMatch : 0,
              started: true,
              finished: false,
              minutes: 10 + inMatch,
              kickoffTime: null,
            },
          ],
          detectedAt: new Date().toISOString(),
        };
        await bus.send(
          new PutEventsCommand({ Entries: [{ Source: FEED_SOURCE, DetailType: GOALS_CHANGED, Detail: JSON.stringify(detail) }] }),
        );
      }, timeoutMs);
    const plain = () =>
      untilPush(() =>
        ana.call(contract.notifications.testNotification, {
          body: { type: "league_update", title: "Baseline", message: "A plain notification" },
        }),
      );

    // One warm-up of each: the functions' first start is not what a Saturday sees.
    await plain();
    await goal();
    const baseline: number[] = [];
    const oneLeague: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      baseline.push(await plain());
      oneLeague.push(await goal());
    }
    const players = [haaland.id, ...bootstrap.elements.filter((e) => e.id !== haaland.id).map((e) => e.id)].slice(0, 60);
    for (let i = 0; i < OTHER_LEAGUES; i++) {
      const admin = new Browserish(host.url);
      await admin.signIn(`bench-admin-${i}@treble.test`, `Admin ${i}`);
      await seedLiveLeague(admin, OTHER_MEMBERS, players, `Other ${i}`);
    }
    await untilQuiet(host.url, 120_000);
    // The first goal after the leagues arrive reads each roster once (then kept by the function).
    const coldMs = await goal(180_000);
    const manyLeagues: number[] = [];
    for (let i = 0; i < SAMPLES; i++) manyLeagues.push(await goal(120_000));

    const base = percentile(baseline, 50);
    const row = (name: string, values: number[]) =>
      console.log(
        `${name.padEnd(58)} ${String(values.length).padStart(3)}  ${percentile(values, 50).toFixed(0).padStart(6)} ms  ${percentile(values, 99).toFixed(0).padStart(6)} ms  ×${(percentile(values, 50) / base).toFixed(2)}`,
      );
    console.log(`\n== Goal alert to the push stand-in (local host; ratio = p50 / baseline p50) ==`);
    console.log(`${"path".padEnd(58)} ${"n".padStart(3)}  ${"p50".padStart(9)}  ${"p99".padStart(9)}  ratio`);
    row("baseline: test notification call → push", baseline);
    row("GOALS_CHANGED → goal alert push, scorer in 1 league", oneLeague);
    row(`GOALS_CHANGED → goal alert push, scorer in ${OTHER_LEAGUES + 1} leagues`, manyLeagues);
    console.log(`the first goal after ${OTHER_LEAGUES} new leagues (each roster read once): ${coldMs.toFixed(0)} ms`);
  });
}
