import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalHost } from "../infra/local/host";
import { runDraft, seededShuffle } from "../shared/draft";
import type { DraftParticipant, DraftPlayer } from "../shared/draft/types";
import { Browserish } from "../tests/support/client";
import { draftCall } from "../tests/support/draft-runs";
import { freePort } from "../tests/support/ports";
import type { DynamoCounts } from "./dynamo-counter";

const ENGINE_SIZES = [10, 100, 1000];
const ENGINE_RUNS = 7;
const WORKFLOW_MEMBERS = 100;

interface FeedPlayer {
  id: number;
  webName: string;
  teamName: string;
  status: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Every member ranks 15 real players, drawn per member from the whole list with a fixed seed. */
function league(size: number, players: FeedPlayer[]): DraftParticipant[] {
  const ids = players.map((p) => p.id);
  return Array.from({ length: size }, (_, i) => ({ id: `m${i}`, username: `member${i}`, selections: seededShuffle(ids, `bench-${size}-${i}`).slice(0, 15) }));
}

function engine(players: FeedPlayer[]) {
  const byId: Record<number, DraftPlayer> = Object.fromEntries(players.map((p) => [p.id, { id: p.id, name: p.webName, team: p.teamName, status: p.status }]));
  console.log(`\n== Draft engine (shared/draft runDraft, ${players.length} real players, 15 selections each, median of ${ENGINE_RUNS}) ==`);
  for (const size of ENGINE_SIZES) {
    const participants = league(size, players);
    const times: number[] = [];
    let outcome = runDraft({ seed: "warm-up", participants, players: byId });
    for (let run = 0; run < ENGINE_RUNS; run++) {
      const started = performance.now();
      outcome = runDraft({ seed: `bench-${run}`, participants, players: byId });
      times.push(performance.now() - started);
    }
    const short = outcome.results.filter((r) => r.playerIds.length < 3).length;
    const filled = outcome.results.reduce((n, r) => n + r.playerIds.length, 0);
    console.log(
      `${String(size).padStart(5)} members  ${median(times).toFixed(2).padStart(8)} ms  (${filled} of ${size * 3} turns filled, ${short} members short${size * 3 > players.length ? ": more picks than players" : ""}, log ${(outcome.auditLog.length / 1024).toFixed(0)} KB)`,
    );
  }
}

const line = (label: string, ms: number, c: DynamoCounts) =>
  console.log(`${label.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms  ${String(c.writeRequests).padStart(4)} write requests  ${String(c.itemsWritten).padStart(4)} items written  ${String(c.readRequests).padStart(4)} reads`);

/**
 * The draft benchmark: the pure engine at three league sizes, then simulate and execute through
 * the HTTP API and the Step Functions workflow for a 100-member league on a fresh local host.
 */
export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "treble-bench-draft-"));
  const host = await startLocalHost({
    port: await freePort(), oidcPort: await freePort(), dataDir, creatorEmails: "bench@treble.test",
    quiet: true, buildSpa: false, fplGameweek: 11,
  });
  await host.firstRefresh;
  try {
    // The data client is built on first import from the host's environment, so it is loaded now.
    const { countDynamo } = await import("./dynamo-counter");
    const counter = countDynamo();
    const admin = new Browserish(host.url);
    await admin.signIn("draft-admin@bench.test", "Admin");
    const players = ((await admin.get("/api/players")).body as FeedPlayer[]).filter((p) => p.status !== "u");
    engine(players);

    const created = (await admin.post("/api/leagues", { name: "Bench League" })).body as { id: string; code: string };
    const available = players.filter((p) => p.status === "a").map((p) => p.id);
    const members = [admin];
    for (let i = 1; i < WORKFLOW_MEMBERS; i++) {
      const member = new Browserish(host.url);
      await member.signIn(`member${i}@bench.test`, `member${i}`);
      await member.post(`/api/leagues/${created.code}/join`, {});
      members.push(member);
    }
    for (const [i, member] of members.entries()) {
      const picks = seededShuffle(available, `workflow-${i}`).slice(0, 15);
      const saved = await member.post("/api/register", { leagueId: created.id, picks });
      if (saved.status !== 200) throw new Error(`register failed: ${JSON.stringify(saved.body)}`);
    }

    console.log(`\n== Draft workflow, ${WORKFLOW_MEMBERS}-member league (HTTP API + Step Functions definition on the local host) ==`);
    counter.reset();
    let started = performance.now();
    // The call answers 202 at once; the time is until the run ended (its status followed).
    const sim = await draftCall(admin, "/api/simulate-round-robin", created.id);
    const simMs = performance.now() - started;
    if (sim.status !== 200) throw new Error(`simulate failed: ${JSON.stringify(sim.body)}`);
    const simCounts = counter.snapshot();
    line("simulate (POST simulate-round-robin)", simMs, simCounts);

    counter.reset();
    started = performance.now();
    const done = await draftCall(admin, "/api/confirm-round-robin", created.id);
    const execMs = performance.now() - started;
    if (done.status !== 200) throw new Error(`execute failed: ${JSON.stringify(done.body)}`);
    const execCounts = counter.snapshot();
    line("execute (POST confirm-round-robin)", execMs, execCounts);
    line("simulate + execute", simMs + execMs, {
      writeRequests: simCounts.writeRequests + execCounts.writeRequests,
      itemsWritten: simCounts.itemsWritten + execCounts.itemsWritten,
      readRequests: simCounts.readRequests + execCounts.readRequests,
    });
    console.log("Counted: every DynamoDB request this process sent through the one document client (API handlers, workflow steps, activity-log rule targets); the stand-in's own work is not.");
  } finally {
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
