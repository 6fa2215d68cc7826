/**
 * Goals arriving as the goals refresh stores and announces them, for tests and the benchmark
 * (until the match clock's refresh does it itself): a goals-only refresh run writes the absolute
 * per-player gameweek goals (so the feed data's version moves, the players' data version not),
 * then GOALS_CHANGED goes on the host's bus. Call once the host is up (the data layer binds to
 * the store when first imported), in a process whose DYNAMODB_ENDPOINT and TABLE_NAME are set.
 */
import { randomUUID } from "node:crypto";
import { PutEventsCommand } from "@aws-sdk/client-eventbridge";
import { FEED_SOURCE, GOALS_CHANGED, type GoalChange, type GoalsChangedDetail } from "../../events/catalog";
import type { WeekGoals } from "../../functions/data/stores/goals-store";
import type { Browserish } from "./client";
import { contract } from "../../shared/contract/routes";

export interface Goal {
  playerId: number;
  /** The player's goals in the gameweek after this change (absolute, as the feed reports them). */
  goals: number;
  fixtureId?: number;
}

/**
 * Stores the gameweek's goals for these players as one goals-only refresh run would, and
 * announces what moved against what was stored before. Answers the announced changes.
 */
export async function storeAndAnnounceGoals(season: string, gameweek: number, goals: Goal[]): Promise<GoalChange[]> {
  const [{ goalsOfGameweek, putWeekGoals }, { recordRun }] = await Promise.all([
    import("../../functions/data/stores/goals-store"),
    import("../../functions/feed/run-log"),
  ]);
  const stored = new Map((await goalsOfGameweek(gameweek, undefined, season)).map((g) => [g.playerId, g.goals]));
  const records: WeekGoals[] = goals.map((g) => ({ playerId: g.playerId, goals: g.goals, fixtures: [g.fixtureId ?? 1] }));
  const run = await recordRun("goals", "manual", (log) => putWeekGoals(gameweek, records, log.io, season));
  if (run.status !== "ok") throw new Error(`goals run failed: ${run.reason}`);
  const changes = goals
    .map((g) => ({ playerId: g.playerId, fixtureId: g.fixtureId ?? 1, before: stored.get(g.playerId) ?? 0, after: g.goals }))
    .filter((c) => c.before !== c.after);
  await announceGoals({ season, gameweek, changes, fixtures: [], detectedAt: new Date().toISOString() });
  return changes;
}

/** Puts GOALS_CHANGED on the host's bus with PutEvents, as the goals refresh does. */
export async function announceGoals(detail: GoalsChangedDetail): Promise<void> {
  const [{ bus }, { config }] = await Promise.all([import("../../functions/lib/event-bus"), import("../../functions/config")]);
  const sent = await bus().send(
    new PutEventsCommand({
      Entries: [{ EventBusName: config.eventBusName, Source: FEED_SOURCE, DetailType: GOALS_CHANGED, Detail: JSON.stringify(detail) }],
    }),
  );
  if (sent.FailedEntryCount) throw new Error(`GOALS_CHANGED was not accepted (${randomUUID()})`);
}

/**
 * A live league of `members` (the admin and seeded members, each with a 15-player list), its
 * final picks three players each (`players` dealt in turn, wrapping), settled and indexed as the
 * draft's adopt step leaves them (`index: false` leaves it out of the players' index, as a league
 * gone live before the index existed). Answers the league's id, its season and its picks.
 */
export async function indexedLiveLeague(admin: Browserish, members: number, players: number[], name: string, options = { index: true }) {
  const [
    { startRun, adoptExecution, getRun },
    { getLeague, getRoster },
    { settleDraftPicks },
    { indexPicksOfLeague },
    { seedMembers },
    { seasonOfLeague },
  ] = await Promise.all([
    import("../../functions/data/stores/draft-store"),
    import("../../functions/data/stores/leagues-store"),
    import("../../functions/data/stores/league-picks"),
    import("../../functions/data/stores/player-index"),
    import("./seed-members"),
    import("../../functions/data/read-models/season"),
  ]);
  const created = await admin.call(contract.leagues.create, { body: { name } });
  if (created.status !== 200) throw new Error(`create league: ${JSON.stringify(created.body)}`);
  const leagueId = created.body.id as string;
  await seedMembers(leagueId, members - 1, (i) => Array.from({ length: 15 }, (_, j) => players[(i + j) % players.length]));
  const roster = (await getRoster(leagueId)).members;
  const runId = `run-${leagueId}`;
  await startRun({
    leagueId,
    runId,
    executionType: "final_execution",
    executedBy: roster[0].userId,
    executedByUsername: "Goals",
    seed: "goals",
    participantCount: members,
    ok: true,
    results: roster.map((m, i) => ({
      membershipId: m.membershipId,
      userId: m.userId,
      username: m.username,
      draftOrder: i + 1,
      playerIds: [0, 1, 2].map((k) => players[(i * 3 + k) % players.length]),
    })),
  });
  const league = await getLeague(leagueId);
  const run = await getRun(leagueId, runId);
  if (!league || !run) throw new Error("seeded league or run missing");
  const picks = await settleDraftPicks(league, run, { next: 1 });
  await adoptExecution(leagueId, runId, 1, new Date().toISOString());
  // Without the index: a league gone live before the players' index existed.
  if (options.index) await indexPicksOfLeague(league, picks);
  return { leagueId, season: await seasonOfLeague(league), picks };
}

/**
 * One tick of the goals job's minute schedule, run in this process as EventBridge would invoke it,
 * standing for the minute `aheadMs` from now; then waits for what it set going on the host.
 * Call once the host is up (the job's data layer binds to the store when first imported).
 */
export async function scheduledGoalsTick(hostUrl: string, aheadMs: number): Promise<{ status: string; reason?: string; runId: string }> {
  const [{ handler }, { untilQuiet }] = await Promise.all([import("../../functions/match-day/goals-job"), import("./quiet")]);
  const outcome = await handler({
    source: "aws.scheduler",
    "detail-type": "Scheduled Event",
    detail: {},
    time: new Date(Date.now() + aheadMs).toISOString(),
  });
  await untilQuiet(hostUrl);
  return outcome as { status: string; reason?: string; runId: string };
}
