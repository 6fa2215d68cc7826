import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { startLocalDynamo } from "./dynamodb";
import { localSettings } from "./local-settings";

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
/** A one-line reason on stderr and exit 1: this is a command people type, not a place for stack traces. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const backup = (() => {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    return fail(`Cannot read ${file}: ${(error as Error).message}`);
  }
})();
if (backup.format !== "treble-backup" || backup.type !== "full" || !backup.data?.league) {
  console.error("That file is not a Treble full backup (type 'full').");
  process.exit(2);
}

let close = async () => {};
if (values.table) {
  process.env.TABLE_NAME = values.table;
} else {
  const dataDir = values["data-dir"] ?? localSettings().dataDir;
  // Refused when the app is running on the folder (its lock names the app's pid).
  const dynamo = await startLocalDynamo({ dataDir, tableName: "treble" }).catch((error: Error) => fail(`Restore failed: ${error.message}`));
  process.env.TABLE_NAME = "treble";
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  close = dynamo.close;
}
try {
  const { importLeague } = await import("../../functions/data/stores/backup-store");
  await importLeague(backup.data);
  // The league keeps the store season it played in (product.md §10.13); its feed data comes from the feed, not the backup.
  const season = backup.data.league.feedSeason ? `, season ${backup.data.league.feedSeason}` : "";
  const finished = (backup.data.leagueSeasons ?? []).map((s: { season: string }) => s.season);
  const past = finished.length ? `, finished seasons ${finished.join(", ")}` : "";
  console.log(
    `Restored "${backup.data.league.name}" (${backup.data.members.length} members, ${backup.data.draftRuns.length} draft runs)${season}${past}.`,
  );
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await close();
}
