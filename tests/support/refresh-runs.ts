/**
 * Following a refresh the way the SPA does: the call answers 202 with a run id; the run's status
 * is polled until the job that the request started has finished.
 */
import type { Browserish } from "./client";
import { contract, type RouteSpec } from "../../shared/contract/routes";
import { pathOf } from "./api";

/** Polls GET /api/system/refresh-runs/{run} until the run ends; answers its last status. */
export async function followRefresh(client: Browserish, runId: string, timeoutMs = 120_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.call(contract.feed.refreshRun, { params: { runId: runId } });
    if (res.status !== 200) throw new Error(`refresh run status ${res.status}: ${JSON.stringify(res.body)}`);
    if (res.body.state !== "running") return res.body;
    if (Date.now() > deadline) throw new Error(`refresh run ${runId} still running after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A refresh requested and followed to its end: the finished run's record. */
export async function refreshed(client: Browserish, route: RouteSpec, body?: unknown): Promise<any> {
  const started = await client.request(route.method, pathOf(route), body);
  if (started.status !== 202) throw new Error(`${route.path} answered ${started.status}: ${JSON.stringify(started.body)}`);
  return (await followRefresh(client, started.body.runId)).run;
}
