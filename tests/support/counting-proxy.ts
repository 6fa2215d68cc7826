/**
 * DynamoDB requests counted on the wire: a small proxy in front of the DynamoDB stand-in that
 * a host's functions (running in worker threads) are pointed at, counting each request by its
 * operation (`x-amz-target`). Pass `dynamoProxy: (endpoint) => proxy.start(endpoint)` to startLocalHost.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

const SINGLE_WRITES = new Set(["PutItem", "UpdateItem", "DeleteItem"]);

export function countingProxy() {
  const counts = new Map<string, number>();
  /** Items written: one per single write, every item a BatchWriteItem carries. */
  const written = { items: 0 };
  let server: http.Server | undefined;
  return {
    counts,
    written,
    total: () => [...counts.values()].reduce((a, b) => a + b, 0),
    byOperation: () => Object.fromEntries([...counts].sort()),
    clear: () => {
      counts.clear();
      written.items = 0;
    },
    async start(target: string): Promise<string> {
      server = http.createServer((req, res) => {
        const operation =
          String(req.headers["x-amz-target"] ?? "?")
            .split(".")
            .pop() ?? "?";
        counts.set(operation, (counts.get(operation) ?? 0) + 1);
        if (SINGLE_WRITES.has(operation)) written.items += 1;
        if (operation === "BatchWriteItem") {
          const body: Buffer[] = [];
          req.on("data", (chunk: Buffer) => body.push(chunk));
          req.on("end", () => {
            const { RequestItems = {} } = JSON.parse(Buffer.concat(body).toString("utf8")) as { RequestItems?: Record<string, unknown[]> };
            written.items += Object.values(RequestItems).reduce((n, list) => n + list.length, 0);
          });
        }
        const upstream = http.request(new URL(req.url ?? "/", target), { method: req.method, headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 500, answer.headers);
          answer.pipe(res);
        });
        upstream.on("error", () => res.destroy());
        req.pipe(upstream);
      });
      await new Promise<void>((r) => server?.listen(0, "127.0.0.1", r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((r) => (server ? server.close(() => r()) : r())),
  };
}
