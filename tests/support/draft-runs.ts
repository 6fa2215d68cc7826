/**
 * Following the draft's asynchronous calls the way the SPA does: simulate and execute answer 202
 * with a run id; the status call is polled until the run ends.
 */
import type { Browserish } from "./client";
import { contract, type RouteSpec } from "../../shared/contract/routes";
import { pathOf } from "./api";

type Answer = { status: number; body: any };

/** Polls GET /api/draft/runs/{league}/{run} until the run ends; answers its last status. */
export async function followDraftRun(admin: Browserish, leagueId: string, runId: string, timeoutMs = 30_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await admin.call(contract.draft.runStatus, { params: { leagueId: leagueId, runId: runId } });
    if (res.status !== 200) throw new Error(`draft run status ${res.status}: ${JSON.stringify(res.body)}`);
    if (res.body.state !== "running") return res.body;
    if (Date.now() > deadline) throw new Error(`draft run ${runId} still running after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A draft call made and followed to its end, shaped as the call answered when it waited: the
 * simulation, or the execution, with 200; a failed run as its error body and status.
 */
export async function draftCall(
  admin: Browserish,
  route: RouteSpec,
  leagueId: string,
  body: Record<string, unknown> = { leagueId },
): Promise<Answer> {
  const started = await admin.request(route.method, pathOf(route), body);
  if (started.status !== 202) return started;
  const run = await followDraftRun(admin, leagueId, started.body.runId);
  if (run.state === "failed") return { status: run.failure.status, body: run.failure };
  return { status: 200, body: run.simulation ?? run.execution };
}

export const simulated = (admin: Browserish, leagueId: string) => draftCall(admin, contract.draft.simulateRoundRobin, leagueId);
export const executed = (admin: Browserish, leagueId: string, body: Record<string, unknown> = { leagueId }) =>
  draftCall(admin, contract.draft.confirmRoundRobin, leagueId, body);

/** Starts the January window draft's simulation or execution: 202 with a run id, or the refusal. */
export const startWindowRun = (admin: Browserish, leagueId: string, action: "simulate" | "execute") =>
  admin.call(action === "simulate" ? contract.window.simulateWindowDraft : contract.window.executeWindowDraft, {
    params: { leagueId },
    body: {},
  });
