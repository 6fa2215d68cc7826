import { RemovalPolicy } from "aws-cdk-lib";
import { AttributeType, Billing, ProjectionType, TableV2, type ITableV2 } from "aws-cdk-lib/aws-dynamodb";
import { Construct } from "constructs";
import { tableKeys } from "../../functions/data/table/table";

export type TableAccess = "read" | "readWrite";

/**
 * The single table, built from the same key declaration the local host uses, so the two hosts
 * cannot disagree about key or index names. It holds every user's data: it survives a stack
 * deletion and cannot be deleted by accident.
 */
export class DataTable extends Construct {
  readonly table: TableV2;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const key = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new TableV2(this, "Table", {
      partitionKey: key(tableKeys.partitionKey),
      sortKey: key(tableKeys.sortKey),
      globalSecondaryIndexes: tableKeys.globalIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        projectionType: ProjectionType.ALL,
      })),
      billing: Billing.onDemand(),
      // Sessions (functions/data/entities/session.ts) carry their end; reads check it as well.
      timeToLiveAttribute: "expiresAt",
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}

/** Grants exactly the declared access; CDK's grants cover the table and its indexes. */
export function grantTableAccess(table: ITableV2, grantee: Parameters<ITableV2["grantReadData"]>[0], access: TableAccess) {
  if (access === "read") table.grantReadData(grantee);
  else table.grantReadWriteData(grantee);
}
