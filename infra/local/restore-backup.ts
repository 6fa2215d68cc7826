import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startLocalDynamo } from "./dynamodb";
import { repoRoot } from "./host";

/**
 * `npm run restore-backup -- <full-backup.json>` rebuilds a league from a full backup into the
 * local store (stop the app first), or with `--table <name>` into a DynamoDB table in AWS using
 * your AWS credentials. It refuses to overwrite a league that already exists.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { "data-dir": { type: "string" }, table: { type: "string" } },
});
const file = positionals[0];
if (!file) {
  console.error("usage: npm run restore-backup -- <full-backup.json> [--data-dir DIR | --table TABLE]");
  process.exit(2);
}
const backup = JSON.parse(readFileSync(file, "utf8"));
if (backup.format !== "treble-backup" || backup.type !== "full" || !backup.data?.league) {
  console.error("That file is not a Treble full backup (type 'full').");
  process.exit(2);
}

let close = async () => {};
if (values.table) {
  process.env.TABLE_NAME = values.table;
} else {
  const dynamo = await startLocalDynamo({ dataDir: values["data-dir"] ?? process.env.TREBLE_DATA_DIR ?? join(repoRoot, ".data"), tableName: "treble" });
  process.env.TABLE_NAME = "treble";
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  close = dynamo.close;
}
try {
  const { importLeague } = await import("../../functions/data/backup-store");
  await importLeague(backup.data);
  console.log(`Restored "${backup.data.league.name}" (${backup.data.members.length} members, ${backup.data.draftRuns.length} draft runs).`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await close();
}
