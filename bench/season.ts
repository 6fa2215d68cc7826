import { replayControl } from "../infra/local/fpl-replay/control";
import { Browserish } from "../tests/support/client";
import { median, seedLiveLeague, withBenchHost } from "./harness";
import { contract } from "../shared/contract/routes";

const LEAGUES = 100;
const MEMBERS = 10;

/**
 * A season change on a store holding 100 live leagues of 10 members, on a fresh local host
 * whose replay plays 2024-25 to its end and then moves to 2025-26: the time and DynamoDB writes
 * of each league's start of the next season (the data layer's `startNextSeason`, run in this
 * process so its requests are counted), against the same run's baseline of one board's reads;
 * then the keys a moved league's board reads, none of them the old season's.
 */
export async function run(): Promise<void> {
  await withBenchHost("season", { creatorEmails: "bench-season@treble.test", fplSeason: "2024-25", fplGameweek: 39 }, async ({ host }) => {
    const { countDynamo } = await import("./dynamo-counter");
    const { documentClient } = await import("../functions/data/table/client");
    const { getLeague, getRoster } = await import("../functions/data/stores/leagues-store");
    const { listFeedSeasons, seasonOfLeague } = await import("../functions/data/read-models/season");
    const { seasonSnapshot } = await import("../functions/data/read-models/season-snapshot");
    const { startNextSeason } = await import("../functions/leagues/next-season");

    const admin = new Browserish(host.url);
    await admin.signIn("bench-season-admin@example.com", "Bench Admin");
    const creator = new Browserish(host.url);
    await creator.signIn("bench-season@treble.test", "Creator");
    const players = ((await admin.call(contract.feed.players)).body as Array<{ id: number; status: string }>)
      .filter((p) => p.status !== "u")
      .map((p) => p.id);
    const leagueIds: string[] = [];
    for (let l = 0; l < LEAGUES; l++) leagueIds.push(await seedLiveLeague(admin, MEMBERS, players, `Season Bench ${l}`));
    await replayControl(host.replayUrl!).setSeason("2025-26", 0);
    const started = await creator.call(contract.feed.creatorRefreshPlayers, { body: {} });
    for (let i = 0; i < 600 && (await listFeedSeasons()).length < 2; i++) await new Promise((r) => setTimeout(r, 500));
    const [oldSeason, newSeason] = (await listFeedSeasons()).map((s) => s.season);
    if (!newSeason) throw new Error(`the store did not start a new season (refresh ${started.status})`);
    // Let the players refresh finish, so the moves below are not racing its writes.
    for (let i = 0; i < 600 && (await admin.call(contract.feed.players)).body.length < 800; i++)
      await new Promise((r) => setTimeout(r, 500));

    const counter = countDynamo();
    // Baseline: one board's reads of a league still in the old season (roster, run, season data).
    const boardReads = async (leagueId: string) => {
      const league = await getLeague(leagueId);
      const [{ league: l }, snapshot] = await Promise.all([getRoster(leagueId), seasonOfLeague(league).then(seasonSnapshot)]);
      return { league: l, snapshot };
    };
    counter.reset();
    let t = performance.now();
    await boardReads(leagueIds[0]);
    const baselineMs = performance.now() - t;
    const baselineReads = counter.snapshot().readRequests;

    const times: number[] = [];
    const writes: number[] = [];
    const reads: number[] = [];
    const began = performance.now();
    for (const leagueId of leagueIds) {
      const league = await getLeague(leagueId);
      if (!league) throw new Error(`league ${leagueId} is gone`);
      counter.reset();
      t = performance.now();
      const outcome = await startNextSeason(league, "Bench Admin");
      times.push(performance.now() - t);
      if (!outcome.ok) throw new Error(`season change refused: ${outcome.reason}`);
      writes.push(counter.snapshot().itemsWritten);
      reads.push(counter.snapshot().readRequests);
    }
    const totalMs = performance.now() - began;

    // The keys a moved league's board reads: none may name the old season.
    const keys: string[] = [];
    documentClient.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { Key?: unknown; ExpressionAttributeValues?: unknown };
        keys.push(JSON.stringify([input.Key ?? null, input.ExpressionAttributeValues ?? null]));
        return next(args);
      },
      { step: "initialize", name: "benchSeasonKeys" },
    );
    const { snapshot } = await boardReads(leagueIds[LEAGUES - 1]);
    const oldKeys = keys.filter((k) => k.includes(oldSeason));

    console.log(`\n== Season change: ${LEAGUES} live leagues of ${MEMBERS} members, ${oldSeason} → ${newSeason} ==`);
    console.log(
      `all ${LEAGUES} leagues  ${(totalMs / 1000).toFixed(1)} s   per league median ${median(times).toFixed(0)} ms (first ${times[0].toFixed(0)} ms)`,
    );
    // The first league also gives goals last season (by code) to those of the season's players the feed job has not given them yet.
    console.log(
      `items written  first league ${writes[0]} (of ${snapshot.players.length} players, those without goals last season yet), later leagues median ${median(writes.slice(1))}`,
    );
    console.log(`read requests per league median ${median(reads)}`);
    console.log(
      `baseline: one board's reads ${baselineMs.toFixed(0)} ms, ${baselineReads} requests → a season change is ${(median(times) / baselineMs).toFixed(1)}× a board read`,
    );
    console.log(`a moved league's board: ${keys.length} requests, ${oldKeys.length} of them name ${oldSeason}`);
    if (oldKeys.length > 0) throw new Error(`a board after the change read the old season: ${oldKeys[0]}`);
  });
}
