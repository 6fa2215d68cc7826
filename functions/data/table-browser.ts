import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { documentClient, tableName } from "./client";
import { tableKeys } from "./table";

/** ElectroDB marks every item with its entity's name; the creator's browser calls each a "table". */
const ENTITY = "__edb_e__";
/** Sign-in sessions are credentials' shadows, not data: the creator's browser never lists them. */
const PRIVATE_ENTITIES = new Set(["session"]);
const KEY_FIELDS = new Set<string>([tableKeys.partitionKey, tableKeys.sortKey, ...tableKeys.globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey]), ENTITY, "__edb_v__"]);

async function scanAll(params: Omit<ConstructorParameters<typeof ScanCommand>[0], "TableName">) {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(new ScanCommand({ TableName: tableName(), ...params, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** Every entity with its item count (a scan: the creator's occasional look, not a hot path). */
export async function entityCounts(): Promise<Array<{ name: string; rowCount: number }>> {
  const items = await scanAll({ ProjectionExpression: "#e", ExpressionAttributeNames: { "#e": ENTITY } });
  const counts = new Map<string, number>();
  for (const item of items) {
    const name = String(item[ENTITY] ?? "unknown");
    if (PRIVATE_ENTITIES.has(name)) continue;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, rowCount]) => ({ name, rowCount })).sort((a, b) => a.name.localeCompare(b.name));
}

/** One entity's items as plain rows: key plumbing removed, packed blobs shown by size. */
export async function entityRows(entity: string): Promise<Array<Record<string, unknown>>> {
  if (PRIVATE_ENTITIES.has(entity)) return [];
  const items = await scanAll({ FilterExpression: "#e = :e", ExpressionAttributeNames: { "#e": ENTITY }, ExpressionAttributeValues: { ":e": entity } });
  return items.map((item) =>
    Object.fromEntries(
      Object.entries(item)
        .filter(([k]) => !KEY_FIELDS.has(k))
        .map(([k, v]) => [k, k.endsWith("Gz") && typeof v === "string" ? `(gzip, ${Math.round((v.length * 3) / 4)} bytes)` : v]),
    ),
  );
}
