import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { documentClient, tableName } from "./client";
import { tableKeys } from "./table";

/** ElectroDB marks every item with its entity's name; the creator's browser calls each a "table". */
const ENTITY = "__edb_e__";
/** Sign-in sessions are credentials' shadows, not data: the creator's browser never lists them. */
const PRIVATE_ENTITIES = new Set(["session"]);
const KEY_FIELDS = new Set<string>([
  tableKeys.partitionKey,
  tableKeys.sortKey,
  ...tableKeys.globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ENTITY,
  "__edb_v__",
]);

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

/**
 * Fields that hold a slice of a gzipped, base64-encoded blob without saying so in their name (a
 * `<name>Gz` field says it): the chunks of a large draft-run field and of a league's picks.
 */
const PACKED_CHUNKS: Record<string, string> = { draftRunPart: "text", leaguePicks: "text" };

const packed = (entity: unknown, field: string) => field.endsWith("Gz") || PACKED_CHUNKS[String(entity)] === field;

/** An item as a plain row: key plumbing removed, packed blobs shown by size (their base64 means nothing to a reader). */
const plainRow = (item: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(item)
      .filter(([k]) => !KEY_FIELDS.has(k))
      .map(([k, v]) => [k, packed(item[ENTITY], k) && typeof v === "string" ? `(gzip, ${Math.round((v.length * 3) / 4)} bytes)` : v]),
  );

/** Every item of one entity as plain rows (the CSV export holds them all). */
export async function entityRows(entity: string): Promise<Array<Record<string, unknown>>> {
  if (PRIVATE_ENTITIES.has(entity)) return [];
  const items = await scanAll({
    FilterExpression: "#e = :e",
    ExpressionAttributeNames: { "#e": ENTITY },
    ExpressionAttributeValues: { ":e": entity },
  });
  return items.map(plainRow);
}

/** How many DynamoDB scan calls one page may take before it answers with what it has and a cursor. */
const MAX_SCANS_PER_PAGE = 50;
const SCAN_BATCH = 1000;

const encodeCursor = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key)).toString("base64url");

/** The cursor a page answered with, or undefined when it is not one of ours. */
export function decodeCursor(cursor: string): Record<string, unknown> | undefined {
  try {
    const key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    return key && typeof key === "object" && !Array.isArray(key) ? key : undefined;
  } catch {
    return undefined;
  }
}

const primaryKey = (item: Record<string, unknown>) => ({
  [tableKeys.partitionKey]: item[tableKeys.partitionKey],
  [tableKeys.sortKey]: item[tableKeys.sortKey],
});

/**
 * One page of an entity's rows that pass `keep`, read with DynamoDB's own cursor: the scan goes
 * on from `startKey`, and a page that fills up mid-batch ends its cursor at its last row's
 * primary key, so the next page starts exactly after it and no row is skipped or repeated.
 */
export async function entityPage(
  entity: string,
  keep: (row: Record<string, unknown>) => boolean,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ rows: Array<Record<string, unknown>>; nextCursor: string | null }> {
  const rows: Array<Record<string, unknown>> = [];
  let ExclusiveStartKey = startKey;
  for (let scans = 0; scans < MAX_SCANS_PER_PAGE; scans++) {
    const page = await documentClient.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: "#e = :e",
        ExpressionAttributeNames: { "#e": ENTITY },
        ExpressionAttributeValues: { ":e": entity },
        Limit: SCAN_BATCH,
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const row = plainRow(item);
      if (!keep(row)) continue;
      rows.push(row);
      if (rows.length === limit) return { rows, nextCursor: encodeCursor(primaryKey(item)) };
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
    if (!ExclusiveStartKey) break;
  }
  return { rows, nextCursor: ExclusiveStartKey ? encodeCursor(ExclusiveStartKey) : null };
}
