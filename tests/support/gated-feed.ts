import http from "node:http";
import type { AddressInfo } from "node:net";

/** An FPL feed behind a gate the test opens: until then every feed request waits (a slow first refresh). */
export async function gatedFeed(target: string) {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  const server = http.createServer(async (req, res) => {
    await opened;
    try {
      const upstream = await fetch(new URL(req.url!.replace(/^\//, ""), target.endsWith("/") ? target : `${target}/`));
      res.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/json" });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      res.writeHead(502).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    open,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
