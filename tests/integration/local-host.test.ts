/**
 * The one command a newcomer runs: `npm start`'s entry prints the URL when ready, keeps data on
 * disk across restarts, and Ctrl-C (SIGINT) stops everything, leaving no port open. On an empty
 * data folder it answers before its first players refresh has finished, and is not quiet
 * (GET /_local/quiet) until that refresh has.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { Browserish } from "../support/client";
import { gatedFeed } from "../support/gated-feed";
import { freePort } from "../support/ports";
import { untilQuiet } from "../support/quiet";
import { contract } from "../../shared/contract/routes";

const dataDir = mkdtempSync(join(tmpdir(), "treble-start-"));
// A failed assertion must not leave a host running on the machine (it would hold CPU and ports).
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(
  port: number,
  env: Record<string, string> = {},
  dir = dataDir,
): Promise<{ child: ChildProcess; url: string; seconds: number; output: () => string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "infra/local/main.ts"], {
    env: { ...process.env, PORT: String(port), OIDC_PORT: String(port + 1), TREBLE_DATA_DIR: dir, CREATOR_EMAILS: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let output = "";
  const ready = await new Promise<RegExpMatchArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 20 s:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Treble is ready at (\S+)\s+\(started in ([\d.]+) s\)/);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  return { child, url: ready[1], seconds: Number(ready[2]), output: () => output };
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill("SIGINT");
  });
}

const portIsOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

/** A free port whose next four are free too: the host listens on PORT and the three after it (sign-in, replay, inbox) and keeps one spare. */
async function freePortBlock(): Promise<number> {
  for (;;) {
    const port = await freePort();
    const taken = await Promise.all([1, 2, 3, 4].map((i) => portIsOpen(port + i)));
    if (!taken.some(Boolean)) return port;
  }
}

/**
 * Starts the host on a block of free ports. Between checking a block and binding it, another test's
 * outgoing connection can take one of its five ports (they come from the same ephemeral range), so
 * a start that lost that race tries a fresh block instead of failing the test.
 */
async function startOnFreeBlock(env: Record<string, string> = {}, dir = dataDir) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePortBlock();
    try {
      return { port, ...(await start(port, env, dir)) };
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("EADDRINUSE")) throw error;
    }
  }
}

describe("npm start", () => {
  // Two whole starts of the host and a sign-in: more than the default 30 s on a loaded machine.
  it("is ready in under 10 s, keeps leagues across a restart, and stops cleanly on Ctrl-C", { timeout: 60_000 }, async () => {
    const first = await startOnFreeBlock();
    const port = first.port;
    expect(first.url).toBe(`http://localhost:${port}`);
    expect(first.seconds).toBeLessThan(10);
    const alice = new Browserish(first.url);
    await alice.signIn("restart@example.com", "Restart");
    const created = await alice.call(contract.leagues.create, { body: { name: "Survives Restarts" } });
    expect(created.status).toBe(200);
    const page = await fetch(`${first.url}/some/deep/link`);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain('<div id="root">');

    expect(await stop(first.child)).toBe(0);
    expect(await portIsOpen(port)).toBe(false);
    expect(await portIsOpen(port + 1)).toBe(false);

    const second = await start(port);
    const found = await new Browserish(second.url).call(contract.leagues.lookup, { params: { id: created.body.code } });
    expect(found.body.name).toBe("Survives Restarts");
    // The provider's signing key is on disk too, so the old session still verifies.
    expect((await alice.call(contract.auth.currentUser)).status).toBe(200);
    expect(await stop(second.child)).toBe(0);
  });
});

describe("first start", () => {
  // A whole first players refresh (hundreds of feed calls) runs inside this test, hence its own time limit.
  it("answers at once on an empty data folder while the first players refresh runs in the background", async () => {
    const emptyDir = mkdtempSync(join(tmpdir(), "treble-first-"));
    const feed = await gatedFeed(inject("fplBaseUrl"));
    try {
      const host = await startOnFreeBlock({ FPL_BASE_URL: feed.url }, emptyDir);
      const fan = new Browserish(host.url);
      await fan.signIn("first@example.com", "First");
      // The feed has not answered a single request yet, and the app already serves: no players so far.
      const before = await fan.call(contract.feed.players);
      expect(before.status).toBe(200);
      expect(before.body).toEqual([]);
      expect(host.output()).not.toContain("First refresh-players");
      // However long a test waits, the host is not quiet while the refresh waits on the feed.
      const busy = await fetch(`${host.url}/_local/quiet?timeoutMs=300`);
      expect(busy.status).toBe(503);
      expect(await busy.json()).toMatchObject({ quiet: false, inFlight: expect.arrayContaining(["first feed refresh"]) });
      feed.open();
      await untilQuiet(host.url, 90_000);
      // Read once: quiet came after the refresh, not before it.
      expect((await fan.call(contract.feed.players)).body.length).toBeGreaterThan(500);
      expect(await stop(host.child)).toBe(0);
    } finally {
      feed.close();
      rmSync(emptyDir, { recursive: true, force: true });
    }
  }, 120_000);
});
