import http from "node:http";
import type { AddressInfo } from "node:net";
import { routes } from "../functions/routes";
import { createApiGatewayAdapter } from "../infra/local/api-gateway-adapter";
import { percentile, sample, withBenchHost } from "./harness";
import { contract } from "../shared/contract/routes";
import { pathOf } from "../tests/support/api";

/** The call measured: signed out, it touches no store. */
const AUTH_PATH = pathOf(contract.auth.currentUser);

const CALLS = 300;
const WARMUP = 20;

const time = (url: string) => sample(CALLS, async () => (await fetch(url)).arrayBuffer(), WARMUP);

/**
 * The local host's cost per API call with every function in its own worker thread (limits,
 * crash isolation), against the earlier in-process call, same run, same adapter and route:
 * a signed-out GET /api/auth/user, which touches no store, so the difference is the host's.
 */
export async function run(): Promise<void> {
  await withBenchHost("overhead", { seedFeed: false }, async ({ host }) => {
    const inProcess = http.createServer();
    try {
      const coldStarted = performance.now();
      await (await fetch(`${host.url}${AUTH_PATH}`)).arrayBuffer();
      const cold = performance.now() - coldStarted;

      // Today's host before workers: the handler imported into the host process and called directly
      // (its log lines silenced here; the workers' go to their log groups, part of what is measured).
      process.env.POWERTOOLS_LOG_LEVEL = "SILENT";
      const { handler } = (await import("../functions/auth/handler")) as {
        handler: (event: unknown, context: unknown) => Promise<unknown>;
      };
      const api = createApiGatewayAdapter(routes, async (_group, event) => ({
        ok: true,
        json: JSON.stringify(
          await handler(event, { awsRequestId: event.requestContext.requestId, getRemainingTimeInMillis: () => 29_000 }),
        ),
      }));
      inProcess.on("request", (req, res) => void api(req, res));
      await new Promise<void>((r) => inProcess.listen(0, "127.0.0.1", r));
      const inProcessUrl = `http://127.0.0.1:${(inProcess.address() as AddressInfo).port}${AUTH_PATH}`;

      // Alternate the two, twice, so machine load falls on both alike.
      const worker = [...(await time(`${host.url}${AUTH_PATH}`)), ...(await time(`${host.url}${AUTH_PATH}`))];
      const direct = [...(await time(inProcessUrl)), ...(await time(inProcessUrl))];
      console.log("\n== Local host overhead per API call (GET /api/auth/user signed out, no store access) ==");
      const row = (label: string, t: number[]) =>
        console.log(
          `${label.padEnd(34)} p50 ${percentile(t, 50).toFixed(2)} ms   p99 ${percentile(t, 99).toFixed(2)} ms   over ${t.length} calls`,
        );
      row("worker thread per function", worker);
      row("in-process call (before)", direct);
      console.log(
        `ratio worker/in-process: p50 ${(percentile(worker, 50) / percentile(direct, 50)).toFixed(2)}x, p99 ${(percentile(worker, 99) / percentile(direct, 99)).toFixed(2)}x; added p50 ${(percentile(worker, 50) - percentile(direct, 50)).toFixed(2)} ms`,
      );
      console.log(`first call (worker start, bundle load): ${cold.toFixed(0)} ms`);
    } finally {
      inProcess.close();
    }
  });
}
