import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { deleteKeys } from "./batch-write";
import { documentClient, tableName } from "./client";

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
    await deleteKeys(keys);
    deleted += keys.length;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}
