import { join } from "node:path";
import { Duration } from "aws-cdk-lib";
import type { ITableV2 } from "aws-cdk-lib/aws-dynamodb";
import { Rule, Schedule } from "aws-cdk-lib/aws-events";
import { LambdaFunction } from "aws-cdk-lib/aws-events-targets";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { Construct } from "constructs";
import type { JobDecl } from "../../events/jobs";
import { grantTableAccess } from "./data-table";
import { jobFunctionName, limitsOf } from "./function-limits";
import { baseEnvironment, functionLogGroup, functionSettings, repoRoot } from "./function-settings";
import { pascalCase } from "./names";

export interface JobsProps {
  jobs: readonly JobDecl[];
  table: ITableV2;
  environment: Record<string, string>;
  /** Extra settings for the jobs that declare `needs: "notifications"`. */
  notificationEnvironment?: Record<string, string>;
}

/**
 * Every scheduled job of events/jobs.ts as a Lambda plus an EventBridge rule on the declared
 * expression, the same expression the local scheduler runs.
 */
export class Jobs extends Construct {
  readonly functions: ReadonlyMap<string, NodejsFunction>;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    const functions = new Map<string, NodejsFunction>();
    for (const job of props.jobs) {
      const name = pascalCase(job.name);
      const fn = new NodejsFunction(this, `${name}Function`, {
        ...functionSettings,
        entry: join(repoRoot, job.entry),
        description: `Treble job ${job.name}: ${job.description}`,
        timeout: Duration.seconds(limitsOf(jobFunctionName(job.name)).timeoutSeconds),
        memorySize: limitsOf(jobFunctionName(job.name)).memoryMb,
        environment: { ...baseEnvironment, ...props.environment, ...(job.needs === "notifications" ? props.notificationEnvironment : {}) },
        logGroup: functionLogGroup(this, `${name}Logs`),
      });
      grantTableAccess(props.table, fn, job.tableAccess ?? "readWrite");

      new Rule(this, `${name}Schedule`, {
        description: job.description,
        schedule: Schedule.expression(job.schedule),
        // The jobs are idempotent; a retry after a failed run is harmless and catches transient errors.
        targets: [new LambdaFunction(fn, { retryAttempts: 2, maxEventAge: Duration.minutes(15) })],
      });
      functions.set(job.name, fn);
    }
    this.functions = functions;
  }
}
