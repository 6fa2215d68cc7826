import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type {} from "vitest";
import type { TestProject } from "vitest/node";
import { startLocalHost, type LocalHost } from "../../infra/local/host";
import { olderNodeNotice } from "../../infra/local/node-version";
import { freePort } from "./ports";

export const CREATOR_EMAIL = "creator@treble.test";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dynamoEndpoint: string;
    dataDir: string;
    fplBaseUrl: string;
    replayUrl: string;
    inboxUrl: string;
    pushServiceUrl: string;
    realtimeEndpoint: string;
    /** The host's event bus (PutEvents), for a test that announces what a job would (goals). */
    busEndpoint: string;
  }
}

interface Shared {
  host: Promise<{ host: LocalHost; dataDir: string }>;
  users: number;
}

/**
 * Vitest calls a root `globalSetup` once for the root and once per project that extends it.
 * The handlers read their configuration from this one process's environment, so two hosts here
 * would overwrite each other's settings: every caller shares one host, closed by the last.
 */
const KEY = Symbol.for("treble.test-host");
const registry = globalThis as { [KEY]?: Shared };

async function start() {
  const dataDir = mkdtempSync(join(tmpdir(), "treble-test-"));
  const host = await startLocalHost({
    port: await freePort(),
    oidcPort: await freePort(),
    dataDir,
    creatorEmails: CREATOR_EMAIL,
    quiet: true,
    sourceMaps: true,
  });
  // The tests expect the season's players; the host answers before its first refresh ends.
  await host.firstRefresh;
  return { host, dataDir };
}

/** Starts one real local host for the whole run, on free ports and a fresh data folder. */
export default async function setup(project: TestProject) {
  if (!registry[KEY]) {
    const notice = olderNodeNotice();
    if (notice) console.warn(`\n${notice}\n`);
  }
  const shared = (registry[KEY] ??= { host: start(), users: 0 });
  shared.users += 1;
  const { host, dataDir } = await shared.host;
  project.provide("baseUrl", host.url);
  project.provide("dynamoEndpoint", host.dynamoEndpoint);
  project.provide("dataDir", dataDir);
  project.provide("fplBaseUrl", host.fplBaseUrl);
  project.provide("replayUrl", host.replayUrl ?? "");
  project.provide("inboxUrl", host.inboxUrl);
  project.provide("pushServiceUrl", host.pushServiceUrl);
  project.provide("realtimeEndpoint", host.realtimeEndpoint);
  project.provide("busEndpoint", host.busEndpoint);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete registry[KEY];
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
