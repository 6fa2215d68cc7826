import { BatchWriteCommand, type BatchWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import pRetry from "p-retry";
import { documentClient, tableName } from "./client";

type WriteRequest = NonNullable<BatchWriteCommandInput["RequestItems"]>[string][number];

/**
 * Sends `items`, then again whatever DynamoDB hands back unprocessed (it does under
 * throttling), with p-retry's backoff: 50 ms doubling to 1 s, 8 sends in all. Neither the SDK
 * (it retries failed requests, not a partial answer) nor ElectroDB (it returns `unprocessed`)
 * does this. Callers send whole records or deletes, so a repeated write is harmless.
 */
export async function untilProcessed<T>(items: T[], send: (pending: T[]) => Promise<T[]>): Promise<void> {
  let pending = items;
  await pRetry(
    async () => {
      pending = await send(pending);
      if (pending.length > 0) throw new Error(`${pending.length} items stayed unprocessed after the batch writes`);
    },
    { retries: 7, minTimeout: 50, maxTimeout: 1000, randomize: false },
  );
}

/** Deletes items by their keys, 25 per BatchWrite (DynamoDB's limit). */
export async function deleteKeys(keys: Array<Record<string, unknown>>): Promise<void> {
  for (let i = 0; i < keys.length; i += 25) {
    await untilProcessed<WriteRequest>(
      keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
      async (requests) =>
        (await documentClient.send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }))).UnprocessedItems?.[tableName()] ??
        [],
    );
  }
}
