import { BatchGetCommand } from "@aws-sdk/lib-dynamodb";
import { documentClient, tableName } from "./client";
import { assembleRun } from "./draft-store";
import { DraftRun, type DraftRunItem } from "./entities/draft-run";
import { FeedVersion, type FeedVersionItem } from "./entities/feed-version";

type Key = Record<string, unknown>;
const keyOf = (params: { Key: Key }) => params.Key;
const sameKey = (a: Key, b: Key) => a.pk === b.pk && a.sk === b.sk;

/**
 * The two small things a board reads besides its members, in one BatchGetItem: the run it shows
 * and the feed data's version (which tells the function whether its copy of the season is
 * current). Keys DynamoDB hands back unprocessed are asked again.
 */
export async function runAndFeedVersion(
  leagueId: string,
  runId: string | undefined,
): Promise<{ run?: DraftRunItem; version?: FeedVersionItem }> {
  const versionKey = keyOf(FeedVersion.get({}).params());
  const runKey = runId ? keyOf(DraftRun.get({ leagueId, runId }).params()) : undefined;
  let pending: Key[] = runKey ? [versionKey, runKey] : [versionKey];
  const found: Key[] = [];
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt >= 8) throw new Error("board reads stayed unprocessed after 8 attempts");
    if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
    const answer = await documentClient.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }));
    found.push(...(answer.Responses?.[tableName()] ?? []));
    pending = answer.UnprocessedKeys?.[tableName()]?.Keys ?? [];
  }
  const versionItem = found.find((item) => sameKey(item, versionKey));
  const runItem = runKey ? found.find((item) => sameKey(item, runKey)) : undefined;
  return {
    version: versionItem ? (FeedVersion.parse({ Item: versionItem }).data ?? undefined) : undefined,
    run: runItem ? await boardRun(DraftRun.parse({ Item: runItem }).data ?? undefined) : undefined,
  };
}

/** An executed run's settled picks are all a live board needs of it; a simulation (or an older run) needs its results. */
function boardRun(run: DraftRunItem | undefined) {
  const settled = run?.picksGz !== undefined || (run?.picksParts ?? 0) > 0;
  return assembleRun(run, settled ? ["picksGz"] : ["results"]);
}
