import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type {} from "vitest";
import type { TestProject } from "vitest/node";
import { startLocalHost, type LocalHost } from "../../infra/local/host";
import { freePort } from "./ports";

export const CREATOR_EMAIL = "creator@treble.test";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dynamoEndpoint: string;
    dataDir: string;
  }
}

// Vitest loads this module once per project; the host must be one per process.
const state = globalThis as typeof globalThis & {
  trebleTestHost?: Promise<{ host: LocalHost; dataDir: string }>;
  trebleTestHostUsers?: number;
};

async function start() {
  const dataDir = mkdtempSync(join(tmpdir(), "treble-test-"));
  const port = await freePort();
  const host = await startLocalHost({ port, oidcPort: await freePort(), dataDir, creatorEmails: CREATOR_EMAIL, quiet: true });
  return { host, dataDir };
}

/**
 * Starts one real local host for the whole run, on free ports and a fresh data folder. Vitest
 * calls this once per project in the same process; the handlers read process-wide settings,
 * so every project shares the one host.
 */
export default async function setup(project: TestProject) {
  state.trebleTestHost ??= start();
  state.trebleTestHostUsers = (state.trebleTestHostUsers ?? 0) + 1;
  const { host, dataDir } = await state.trebleTestHost;
  project.provide("baseUrl", host.url);
  project.provide("dynamoEndpoint", host.dynamoEndpoint);
  project.provide("dataDir", dataDir);
  return async () => {
    state.trebleTestHostUsers! -= 1;
    if (state.trebleTestHostUsers! > 0) return;
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
