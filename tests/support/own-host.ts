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
