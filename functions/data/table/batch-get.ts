import { BatchGetCommand } from "@aws-sdk/lib-dynamodb";
import { documentClient, tableName } from "./client";

export type Key = Record<string, unknown>;
type Item = Record<string, unknown>;

/** Items by key in one BatchGetItem (at most 100 keys); keys DynamoDB hands back unprocessed are asked again. */
export async function batchGet(keys: Key[]): Promise<Item[]> {
  let pending = keys;
  const found: Item[] = [];
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt >= 8) throw new Error("batch reads stayed unprocessed after 8 attempts");
    if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
    const answer = await documentClient.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }));
    found.push(...(answer.Responses?.[tableName()] ?? []));
    pending = answer.UnprocessedKeys?.[tableName()]?.Keys ?? [];
  }
  return found;
}
