import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalHost, type LocalHost, type LocalHostOptions } from "../../infra/local/host";
import { freePort } from "./ports";

/**
 * A host and store of a test file's own, for a file that moves the replay clock or the season, or
 * fills the store with thousands of items, which the shared host (global-setup.ts) must not see.
 * Started as the shared one is (free ports, quiet, the SPA not rebuilt), in a fresh folder named for
 * the file, with the first feed refresh done (the host answers before it ends, and most steps need
 * the players). Its `close` also removes the folder; `untilQuiet(host.url)` (quiet.ts) waits for its background work.
 */
export async function startOwnHost(
  name: string,
  options: Omit<LocalHostOptions, "port" | "oidcPort" | "dataDir">,
): Promise<LocalHost & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), `treble-${name}-`));
  const removeStore = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const host = await startLocalHost({
      port: await freePort(),
      oidcPort: await freePort(),
      dataDir,
      quiet: true,
      buildSpa: false,
      ...options,
    });
    await host.firstRefresh;
    return {
      ...host,
      dataDir,
      close: async () => {
        await host.close();
        removeStore();
      },
    };
  } catch (error) {
    removeStore();
    throw error;
  }
}

/** A host in a child process (tests/support/host-process.ts): one a test can `kill -9` and start again on the same data. */
export interface HostProcess {
  url: string;
  /** SIGKILL: no close, no `$disconnect`, no flush; resolves once the process is gone. */
  kill9(): Promise<void>;
  /** A clean stop (SIGTERM). */
  close(): Promise<void>;
}

/** The ports and folder of a host that will be started more than once. */
export async function hostPlace(name: string) {
  const port = await freePort();
  return {
    port,
    oidcPort: await freePort(),
    fplReplayPort: await freePort(),
    inboxPort: await freePort(),
    dataDir: mkdtempSync(join(tmpdir(), `treble-${name}-`)),
    creatorEmails: "creator@treble.local",
  };
}

export async function spawnOwnHost(place: Awaited<ReturnType<typeof hostPlace>>, timeoutMs = 120_000): Promise<HostProcess> {
  const { spawn } = await import("node:child_process");
  const script = join(import.meta.dirname, "host-process.ts");
  const child = spawn(process.execPath, ["--import", "tsx", script, JSON.stringify(place)], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the host did not start within ${timeoutMs} ms: ${output.slice(-2000)}`)), timeoutMs);
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const ready = /READY (\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    void exited.then(() => reject(new Error(`the host exited before it was ready: ${output.slice(-2000)}`)));
  });
  return {
    url,
    kill9: async () => {
      child.kill("SIGKILL");
      await exited;
    },
    close: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
