import { Duration } from "aws-cdk-lib";
import type { ITableV2 } from "aws-cdk-lib/aws-dynamodb";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import type { LogGroup } from "aws-cdk-lib/aws-logs";
import type { Construct } from "constructs";
import { grantTableAccess, type TableAccess } from "./data-table";
import type { FunctionLimits } from "./function-limits";
import { baseEnvironment, functionLogGroup, functionSettings } from "./function-settings";
import { functionCode } from "./function-code";

export interface AppFunctionProps {
  /** Module (relative to the repository root) exporting `handler`. */
  entry: string;
  description: string;
  limits: FunctionLimits;
  environment: Record<string, string>;
  table: ITableV2;
  tableAccess: TableAccess;
}

/**
 * One Lambda built from a declared entry (a scheduled job or an event rule's target): its own log
 * group, the shared bundling settings, its declared limits and its access to the table.
 */
export function appFunction(scope: Construct, name: string, props: AppFunctionProps): { fn: NodejsFunction; logGroup: LogGroup } {
  const logGroup = functionLogGroup(scope, `${name}Logs`);
  const fn = new NodejsFunction(scope, `${name}Function`, {
    ...functionSettings,
    code: functionCode(props.entry),
    description: props.description,
    timeout: Duration.seconds(props.limits.timeoutSeconds),
    memorySize: props.limits.memoryMb,
    reservedConcurrentExecutions: props.limits.concurrency,
    environment: { ...baseEnvironment, ...props.environment },
    logGroup,
  });
  grantTableAccess(props.table, fn, props.tableAccess);
  return { fn, logGroup };
}
