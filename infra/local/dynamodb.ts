import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createTableInput } from "../../functions/data/table/table";

const require = createRequire(import.meta.url);
const dynalite = require("dynalite") as (options: Record<string, unknown>) => Server;

/**
 * The DynamoDB stand-in (dynalite on LevelDB), kept on disk in the data folder. A second process
 * on the same folder would crash at its first request, so the folder is locked with a pid file.
 */
export async function startLocalDynamo(options: { dataDir?: string; port?: number; tableName: string }) {
  let lockFile: string | undefined;
  let dbPath: string | undefined;
  if (options.dataDir) {
    dbPath = join(options.dataDir, "dynamodb");
    mkdirSync(dbPath, { recursive: true });
    lockFile = join(options.dataDir, "treble.lock");
    acquireLock(lockFile);
  }
  const server = dynalite({ path: dbPath, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idle = trackIdle(server);
  await ensureTable(endpoint, options.tableName);
  return {
    endpoint,
    close: async () => {
      await idle.settled();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (lockFile) rmSync(lockFile, { force: true });
    },
  };
}

/** How long after its last answer dynalite is left alone before its store closes (see trackIdle). */
const SETTLE_MS = 250;
const SETTLE_LIMIT_MS = 10_000;

/**
 * dynalite answers a limited Query or Scan from a LevelDB stream it then leaves unread, and the
 * stream keeps reading ahead for a moment after the answer has gone. Closing the store during
 * that moment makes the stream fail with no one listening: an uncaught "Iterator is not open"
 * that kills a local host's process (and fails a test run) although every answer was right. So
 * closing waits until no request is open and none has ended for SETTLE_MS, at most SETTLE_LIMIT_MS.
 */
function trackIdle(server: Server) {
  let open = 0;
  let lastEnded = 0;
  server.on("request", (_request, response: ServerResponse) => {
    open += 1;
    response.once("close", () => {
      open -= 1;
      lastEnded = Date.now();
    });
  });
  return {
    settled: async () => {
      const deadline = Date.now() + SETTLE_LIMIT_MS;
      while (Date.now() < deadline && (open > 0 || Date.now() - lastEnded < SETTLE_MS)) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

function acquireLock(lockFile: string) {
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, "utf8"));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`Another Treble (pid ${pid}) is using this data folder. Stop it first, or set TREBLE_DATA_DIR.`);
    }
  }
  writeFileSync(lockFile, String(process.pid));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function ensureTable(endpoint: string, tableName: string) {
  const client = new DynamoDBClient({ endpoint, region: "local", credentials: { accessKeyId: "local", secretAccessKey: "local" } });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if ((error as { name?: string }).name !== "ResourceNotFoundException") throw error;
    await client.send(new CreateTableCommand(createTableInput(tableName)));
  }
  client.destroy();
}
