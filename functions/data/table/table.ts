/**
 * The single table's physical shape, declared once: the CDK stack and the local host both
 * build the table from this, and the ElectroDB entities map their indexes onto these names.
 */
export const tableKeys = {
  partitionKey: "pk",
  sortKey: "sk",
  globalIndexes: [
    { indexName: "gsi1", partitionKey: "gsi1pk", sortKey: "gsi1sk" },
    { indexName: "gsi2", partitionKey: "gsi2pk", sortKey: "gsi2sk" },
  ],
} as const;

/** CreateTable input for the local DynamoDB stand-in (on-demand, like the CDK TableV2). */
export function createTableInput(tableName: string) {
  const attr = (name: string) => ({ AttributeName: name, AttributeType: "S" as const });
  return {
    TableName: tableName,
    BillingMode: "PAY_PER_REQUEST" as const,
    AttributeDefinitions: [
      attr(tableKeys.partitionKey),
      attr(tableKeys.sortKey),
      ...tableKeys.globalIndexes.flatMap((i) => [attr(i.partitionKey), attr(i.sortKey)]),
    ],
    KeySchema: [
      { AttributeName: tableKeys.partitionKey, KeyType: "HASH" as const },
      { AttributeName: tableKeys.sortKey, KeyType: "RANGE" as const },
    ],
    GlobalSecondaryIndexes: tableKeys.globalIndexes.map((i) => ({
      IndexName: i.indexName,
      KeySchema: [
        { AttributeName: i.partitionKey, KeyType: "HASH" as const },
        { AttributeName: i.sortKey, KeyType: "RANGE" as const },
      ],
      Projection: { ProjectionType: "ALL" as const },
    })),
  };
}
