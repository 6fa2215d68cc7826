import { BatchWriteCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { documentClient, tableName } from "./client";

const BATCH = 25;

/**
 * Deletes every item stored in one partition. All league-scoped entities key their primary
 * index on `leagueId`, so a league's whole footprint is one partition (docs/architecture.md).
 */
export async function deletePartition(pk: string): Promise<number> {
  let deleted = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "pk = :pk",
        ExpressionAttributeValues: { ":pk": pk },
        ProjectionExpression: "pk, sk",
        ExclusiveStartKey: startKey,
      }),
    );
    const keys = page.Items ?? [];
    for (let i = 0; i < keys.length; i += BATCH) {
      let requests = keys.slice(i, i + BATCH).map((Key) => ({ DeleteRequest: { Key } }));
      // BatchWrite may hand back unprocessed items under throttling; retry them with backoff.
      for (let attempt = 0; requests.length > 0; attempt++) {
        const result = await documentClient.send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
        requests = (result.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
        if (requests.length > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
      }
    }
    deleted += keys.length;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}
