import { Duration } from "aws-cdk-lib";
import type { ITableV2 } from "aws-cdk-lib/aws-dynamodb";
import { Rule, Schedule } from "aws-cdk-lib/aws-events";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import type { LogGroup } from "aws-cdk-lib/aws-logs";
import type { Queue } from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import type { JobDecl } from "../../events/jobs";
import { appFunction } from "./app-function";
import { targetWithDeadLetters } from "./dead-letters";
import { jobLimits } from "./function-limits";
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
  readonly logGroups: ReadonlyMap<string, LogGroup>;
  /** Each job's dead-letter queue: scheduled events the job could not take. */
  readonly deadLetterQueues: ReadonlyMap<string, Queue>;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    const functions = new Map<string, NodejsFunction>();
    const logGroups = new Map<string, LogGroup>();
    const deadLetterQueues = new Map<string, Queue>();
    for (const job of props.jobs) {
      const name = pascalCase(job.name);
      const { fn, logGroup } = appFunction(this, name, {
        entry: job.entry,
        description: `Treble job ${job.name}: ${job.description}`,
        limits: jobLimits(job),
        environment: { ...props.environment, ...(job.needs === "notifications" ? props.notificationEnvironment : {}) },
        table: props.table,
        tableAccess: job.tableAccess ?? "readWrite",
      });

      // The jobs are idempotent; a retry after a failed run is harmless and catches transient errors.
      const { queue, target } = targetWithDeadLetters(this, `${name}DeadLetters`, fn, {
        retryAttempts: 2,
        maxEventAge: Duration.minutes(15),
      });
      new Rule(this, `${name}Schedule`, {
        description: job.description,
        schedule: Schedule.expression(job.schedule),
        targets: [target],
      });
      functions.set(job.name, fn);
      logGroups.set(job.name, logGroup);
      deadLetterQueues.set(job.name, queue);
    }
    this.functions = functions;
    this.logGroups = logGroups;
    this.deadLetterQueues = deadLetterQueues;
  }
}
