import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type {} from "vitest";
import type { TestProject } from "vitest/node";
import { startLocalHost } from "../../infra/local/host";
import { freePort } from "./ports";

export const CREATOR_EMAIL = "creator@treble.test";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dynamoEndpoint: string;
    dataDir: string;
    fplBaseUrl: string;
    replayUrl: string;
  }
}

/** Starts one real local host for the whole run, on free ports and a fresh data folder. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "treble-test-"));
  const port = await freePort();
  const host = await startLocalHost({ port, oidcPort: await freePort(), dataDir, creatorEmails: CREATOR_EMAIL, quiet: true });
  project.provide("baseUrl", host.url);
  project.provide("dynamoEndpoint", host.dynamoEndpoint);
  project.provide("dataDir", dataDir);
  project.provide("fplBaseUrl", host.fplBaseUrl);
  project.provide("replayUrl", host.replayUrl ?? "");
  return async () => {
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
