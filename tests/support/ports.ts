import net from "node:net";

/**
 * Test hosts take their ports below Linux's ephemeral range (32768–60999): outgoing connections
 * and `listen(0)` servers draw from that range, so a port picked there could be taken by another
 * test's connection between the check and the bind (seen as EADDRINUSE in full parallel runs).
 * Below it, only another test picking the same random port could collide, and the bind check
 * catches that.
 */
const LOWEST = 20_000;
const HIGHEST = 32_000;

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A port that was free a moment ago (the OIDC redirect URI must be known before listening). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST));
    if (await canBind(port)) return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${HIGHEST}`);
}
