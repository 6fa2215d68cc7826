// The DynamoDB table in AWS has exactly the keys and indexes of functions/data/table/table.ts and is protected.
import { describe, expect, it } from "vitest";
import { tableKeys } from "../../functions/data/table/table";
import { onlyResource, synthesize } from "./synth-for-tests";

const [, table] = onlyResource(synthesize(), "AWS::DynamoDB::GlobalTable");
const props = table.Properties;

describe("data table", () => {
  it("has the declared key schema", () => {
    expect(props.KeySchema).toEqual([
      { AttributeName: tableKeys.partitionKey, KeyType: "HASH" },
      { AttributeName: tableKeys.sortKey, KeyType: "RANGE" },
    ]);
  });

  it("has exactly the declared global indexes, projecting everything", () => {
    const indexes = props.GlobalSecondaryIndexes.map((i: any) => ({
      indexName: i.IndexName,
      partitionKey: i.KeySchema.find((k: any) => k.KeyType === "HASH").AttributeName,
      sortKey: i.KeySchema.find((k: any) => k.KeyType === "RANGE").AttributeName,
      projection: i.Projection.ProjectionType,
    }));
    expect(indexes).toEqual(tableKeys.globalIndexes.map((i) => ({ ...i, projection: "ALL" })));
  });

  it("declares every key attribute as a string", () => {
    const names = [tableKeys.partitionKey, tableKeys.sortKey, ...tableKeys.globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey])];
    expect(props.AttributeDefinitions).toEqual(
      expect.arrayContaining(names.map((AttributeName) => ({ AttributeName, AttributeType: "S" }))),
    );
    expect(props.AttributeDefinitions).toHaveLength(names.length);
  });

  it("is on-demand, with point-in-time recovery and deletion protection, and survives stack deletion", () => {
    expect(props.BillingMode).toBe("PAY_PER_REQUEST");
    const replica = props.Replicas[0];
    expect(replica.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(replica.DeletionProtectionEnabled).toBe(true);
    expect(table.DeletionPolicy).toBe("Retain");
    expect(table.UpdateReplacePolicy).toBe("Retain");
  });
});
