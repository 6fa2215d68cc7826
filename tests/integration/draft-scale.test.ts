// A 10,000-member league simulates end to end on the local host (API, workflow, steps under their 60 s / 1 GB limits): the whole run is stored in chunks beside a small run item, every answer about it fits Lambda's 6 MB uncompressed, and the audit log's pages give back the whole log exactly once.
import { afterAll, beforeAll, it, expect } from "vitest";
import { seededShuffle } from "../../shared/draft";
import { lambdaPayloadLimits } from "../../functions/lib/payload-limits";
import type { LocalHost } from "../../infra/local/host";
import { startOwnHost } from "../support/own-host";
import { Browserish } from "../support/client";
import { draftCall } from "../support/draft-runs";
import { seedMembers } from "../support/seed-members";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

const MEMBERS = 10_000;
/** DynamoDB's item limit; the run item must stay under it whatever the league's size. */
const ITEM_LIMIT = 400 * 1024;
/** What one answer may be, as the function returns it to Lambda. */
const ANSWER_LIMIT = lambdaPayloadLimits.maxResponseBytes;

/** A GET as a client that accepts no compression sees it: the bytes a function must return whole. */
async function uncompressed(client: Browserish, path: string) {
  const response = await client.raw(path, { headers: { "accept-encoding": "identity" } });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    encoding: response.headers.get("content-encoding"),
    bytes: bytes.length,
    body: () => JSON.parse(bytes.toString()),
  };
}

let host: LocalHost;

// A host and store of its own: 10,000 members' items in the shared store would make every later
// whole-table read of the other files (the authorization matrix's "changes nothing" check) slow.
beforeAll(async () => {
  host = await startOwnHost("draft-scale", {
    creatorEmails: "creator@example.com",
  });
}, 120_000);

afterAll(async () => {
  await host?.close();
});

it("simulates a 10,000-member league, keeps its run item small and every answer about it under 6 MB", async () => {
  process.env.DYNAMODB_ENDPOINT = host.dynamoEndpoint;
  process.env.TABLE_NAME = "treble";
  const { DraftRun } = await import("../../functions/data/entities/draft-run");
  const { getRun } = await import("../../functions/data/stores/draft-store");
  const { unpackText } = await import("../../functions/data/table/compress");
  const admin = new Browserish(host.url);
  await admin.signIn("ten-thousand-admin@example.com", "Admin");
  const created = await admin.call(contract.leagues.create, { body: { name: "Ten Thousand" } });
  expect(created.status).toBe(200);
  const league = created.body as { id: string };
  const players = ((await admin.call(contract.feed.players)).body as Array<{ id: number; status: string }>)
    .filter((p) => p.status === "a")
    .map((p) => p.id);
  await seedMembers(league.id, MEMBERS - 1, (i) => seededShuffle(players, `10k-${i}`).slice(0, 15));
  expect((await admin.call(contract.picks.register, { body: { leagueId: league.id, picks: players.slice(0, 15) } })).status).toBe(200);

  // 30,000 turns for fewer than 1,000 players: most members are left short, which a simulation
  // stores and shows (the execute call would refuse it), after gathering, drafting and storing all of it.
  const sim = await draftCall(admin, contract.draft.simulateRoundRobin, league.id);
  expect(sim.status, JSON.stringify(sim.body).slice(0, 300)).toBe(200);
  expect(sim.body.ok).toBe(false);
  expect(sim.body.draftResults).toHaveLength(MEMBERS);
  expect(sim.body.draftResults.flatMap((r: { picks: unknown[] }) => r.picks)).toHaveLength(players.length);

  const { data: item } = await DraftRun.get({ leagueId: league.id, runId: sim.body.simulationId }).go();
  expect(item?.status).toBe("completed");
  expect(item?.participantCount).toBe(MEMBERS);
  expect(JSON.stringify(item).length).toBeLessThan(ITEM_LIMIT);
  expect(item?.auditLogParts).toBeGreaterThan(1);

  // The status answer, uncompressed, as Lambda would have to return it: the log's first page and its conflicts, not the log.
  const runId = sim.body.simulationId as string;
  const status = await uncompressed(admin, pathOf(contract.draft.runStatus, { params: { leagueId: league.id, runId } }));
  expect(status.status).toBe(200);
  expect(status.encoding).toBeNull();
  expect(status.bytes).toBeLessThan(ANSWER_LIMIT);
  const head = status.body().simulation.auditLog;
  const whole = unpackText((await getRun(league.id, runId, ["auditLogGz"]))?.auditLogGz);
  expect(whole.length).toBeGreaterThan(ANSWER_LIMIT);
  expect(head.totalLines).toBe(whole.split("\n").length);
  expect(head.conflicts.count).toBe(
    whole.split("\n").filter((l) => l.includes("CRITICAL ERROR") || l.includes("NO AVAILABLE PLAYERS")).length,
  );

  // Paged at the most lines a page may hold, the log comes back whole, each line once, in order.
  const lines: string[] = [...head.lines];
  let pages = 0;
  let largestPage = 0;
  for (let from: number | null = head.next; from !== null; pages++) {
    const page = await uncompressed(
      admin,
      pathOf(contract.draft.runAuditLog, { params: { leagueId: league.id, runId }, query: { from, limit: 2000 } }),
    );
    expect(page.status).toBe(200);
    expect(page.bytes).toBeLessThan(ANSWER_LIMIT);
    largestPage = Math.max(largestPage, page.bytes);
    const body = page.body();
    expect(body.from).toBe(from);
    expect(body.lines.length).toBeGreaterThan(0);
    lines.push(...body.lines);
    from = body.next;
  }
  expect(pages).toBe(Math.ceil((head.totalLines - head.lines.length) / 2000));
  expect(lines.join("\n")).toBe(whole);

  // Every other answer that grows with the league, uncompressed, fits one Lambda answer (decision 0069, the local host holds Lambda's payload limits; figures in docs/decisions/README.md, Investigations).
  const id = league.id;
  const sizes = [
    `status ${(status.bytes / 1024).toFixed(0)} KB`,
    `log ${head.totalLines} lines, largest page ${(largestPage / 1024).toFixed(0)} KB`,
  ];
  for (const path of [
    pathOf(contract.draft.currentSimulation, { params: { leagueId: id } }),
    pathOf(contract.draft.history, { params: { leagueId: id } }),
    pathOf(contract.draft.runResults, { params: { leagueId: id, runId } }),
    pathOf(contract.draft.draftUsers, { params: { leagueId: id } }),
    pathOf(contract.draft.usersWithoutPicksDetailed, { params: { id } }),
    pathOf(contract.draft.allUsersEmails, { params: { id } }),
    pathOf(contract.picks.pickStatus, { params: { leagueId: id } }),
    pathOf(contract.leagues.members, { params: { id } }),
    pathOf(contract.leaderboard.leaderboard, { query: { leagueId: id } }),
    pathOf(contract.leaderboard.leaderboard, { query: { leagueId: id, simulation: "true" } }),
    pathOf(contract.backup.download, { params: { type: "users" }, query: { leagueId: id } }),
    pathOf(contract.backup.download, { params: { type: "selections" }, query: { leagueId: id } }),
  ]) {
    const answer = await uncompressed(admin, path);
    expect(answer.status, path).toBe(200);
    expect(answer.bytes, path).toBeLessThan(ANSWER_LIMIT);
    sizes.push(`${path.replace(id, "{id}").replace(runId, "{runId}")} ${(answer.bytes / 1024).toFixed(0)} KB`);
  }
  // The full backup carries every item of the league (14 MB here): a browser gets it compressed, and a
  // client that accepts no compression a 406 that says how to ask, not a failed function's 500.
  const full = await admin.call(contract.backup.download, { params: { type: "full" }, query: { leagueId: id } });
  expect(full.status).toBe(200);
  expect(full.body.data.members).toHaveLength(MEMBERS);
  const fullPath = pathOf(contract.backup.download, { params: { type: "full" }, query: { leagueId: id } });
  const plain = await uncompressed(admin, fullPath);
  expect(plain.status).toBe(406);
  expect(plain.body().message).toMatch(/^This answer is \d+\.\d MB, too large to send uncompressed/);
  sizes.push(`${fullPath.replace(id, "{id}")} compressed only`);
  // The figures docs/decisions/README.md quotes (Investigations), for whoever checks them again.
  console.log(`uncompressed at ${MEMBERS} members: ${sizes.join(", ")}`);
}, 300_000);
