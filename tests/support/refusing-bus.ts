/**
 * A proxy in front of the local host's bus for the test process's own publishers: it passes every
 * request through, except a PutEvents carrying GOALS_CHANGED while `refusing` is set, which it
 * answers as EventBridge answers an internal failure (500), on every retry. While `hold()` is on,
 * a GOALS_CHANGED is delivered but its answer kept back until `release()`: the publishing run
 * waits there, as a slow answer leaves it, between announcing and recording itself. Point the
 * test process's EVENTBRIDGE_ENDPOINT at `start(target)` before its first publish.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export function refusingBus() {
  let server: http.Server | undefined;
  const state = { refusing: false, refused: 0 };
  let held: { arrived: () => void; released: Promise<void>; release: () => void } | undefined;
  return {
    state,
    /** Keeps back the answer to the next GOALS_CHANGED; resolves once one was delivered. */
    hold(): Promise<void> {
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      return new Promise<void>((arrived) => (held = { arrived, released, release }));
    },
    release() {
      held?.release();
      held = undefined;
    },
    async start(target: string): Promise<string> {
      server = http.createServer((req, res) => {
        const body: Buffer[] = [];
        req.on("data", (chunk: Buffer) => body.push(chunk));
        req.on("end", () => {
          const payload = Buffer.concat(body);
          if (state.refusing && payload.includes("GOALS_CHANGED")) {
            state.refused += 1;
            res.writeHead(500, { "content-type": "application/x-amz-json-1.1" });
            res.end(JSON.stringify({ __type: "InternalException", message: "refused by the test's bus" }));
            return;
          }
          const hold = payload.includes("GOALS_CHANGED") ? held : undefined;
          const upstream = http.request(new URL(req.url ?? "/", target), { method: req.method, headers: req.headers }, async (answer) => {
            if (hold) {
              hold.arrived();
              await hold.released;
            }
            res.writeHead(answer.statusCode ?? 500, answer.headers);
            answer.pipe(res);
          });
          upstream.on("error", () => res.destroy());
          upstream.end(payload);
        });
      });
      await new Promise<void>((r) => server?.listen(0, "127.0.0.1", r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => {
      held?.release();
      return new Promise<void>((r) => (server ? server.close(() => r()) : r()));
    },
  };
}
