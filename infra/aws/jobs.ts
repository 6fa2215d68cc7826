import { Duration } from "aws-cdk-lib";
import { Rule, Schedule } from "aws-cdk-lib/aws-events";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import type { LogGroup } from "aws-cdk-lib/aws-logs";
import type { Queue } from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import type { JobDecl } from "../../events/jobs";
import { jobLimits } from "./function-limits";
import { TargetedFunctions, type TargetedFunctionsProps } from "./targeted-functions";

export interface JobsProps extends TargetedFunctionsProps {
  jobs: readonly JobDecl[];
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
    const targets = new TargetedFunctions(this, props);
    for (const job of props.jobs) {
      // The jobs are idempotent; a retry after a failed run is harmless and catches transient errors.
      const { id: name, target } = targets.add("job", job, {
        limits: jobLimits(job),
        tableAccess: job.tableAccess ?? "readWrite",
        retry: { retryAttempts: 2, maxEventAge: Duration.minutes(15) },
      });
      new Rule(this, `${name}Schedule`, {
        description: job.description,
        schedule: Schedule.expression(job.schedule),
        targets: [target],
      });
    }
    ({ functions: this.functions, logGroups: this.logGroups, deadLetterQueues: this.deadLetterQueues } = targets);
  }
}
