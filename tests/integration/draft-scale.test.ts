// A 10,000-member league simulates end to end on the local host (API, workflow, steps under their 60 s / 1 GB limits): the whole run is stored in chunks beside a small run item and read back whole.
import { inject, it, expect } from "vitest";
import { seededShuffle } from "../../shared/draft";
import { draftCall } from "../support/draft-runs";
import { leagueWith } from "../support/people";
import { seedMembers } from "../support/seed-members";

const MEMBERS = 10_000;
/** DynamoDB's item limit; the run item must stay under it whatever the league's size. */
const ITEM_LIMIT = 400 * 1024;

it("simulates a 10,000-member league and keeps its run item small", async () => {
  process.env.DYNAMODB_ENDPOINT = inject("dynamoEndpoint");
  process.env.TABLE_NAME = "treble";
  const { DraftRun } = await import("../../functions/data/entities/draft-run");
  const { admin, league } = await leagueWith(0, "Ten Thousand");
  const players = ((await admin.get("/api/players")).body as Array<{ id: number; status: string }>)
    .filter((p) => p.status === "a")
    .map((p) => p.id);
  await seedMembers(league.id, MEMBERS - 1, (i) => seededShuffle(players, `10k-${i}`).slice(0, 15));
  expect((await admin.post("/api/register", { leagueId: league.id, picks: players.slice(0, 15) })).status).toBe(200);

  // 30,000 turns for fewer than 1,000 players: most members are left short, which a simulation
  // stores and shows (the execute call would refuse it), after gathering, drafting and storing all of it.
  const sim = await draftCall(admin, "/api/simulate-round-robin", league.id);
  expect(sim.status, JSON.stringify(sim.body).slice(0, 300)).toBe(200);
  expect(sim.body.ok).toBe(false);
  expect(sim.body.draftResults).toHaveLength(MEMBERS);
  expect(sim.body.draftResults.flatMap((r: { picks: unknown[] }) => r.picks)).toHaveLength(players.length);
  expect(sim.body.auditLog.length).toBeGreaterThan(1_000_000);

  const { data: item } = await DraftRun.get({ leagueId: league.id, runId: sim.body.simulationId }).go();
  expect(item?.status).toBe("completed");
  expect(item?.participantCount).toBe(MEMBERS);
  expect(JSON.stringify(item).length).toBeLessThan(ITEM_LIMIT);
  expect(item?.auditLogParts).toBeGreaterThan(1);
}, 180_000);
