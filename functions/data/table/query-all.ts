import { QueryCommand, type QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { documentClient, tableName } from "./client";

type Item = Record<string, unknown>;

/** Every item one query on the table matches, page after page (DynamoDB answers at most 1 MB a page). */
export async function queryAll(input: Omit<QueryCommandInput, "TableName" | "ExclusiveStartKey">): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await documentClient.send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
