import { Duration } from "aws-cdk-lib";
import { LambdaFunction } from "aws-cdk-lib/aws-events-targets";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { Queue, QueueEncryption } from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";

export interface RetryPolicy {
  retryAttempts: number;
  maxEventAge: Duration;
}

/**
 * An EventBridge → Lambda target whose events, once EventBridge gives up on them (retries
 * spent, too old, or the function cannot be invoked), land in their own dead-letter queue
 * instead of vanishing. One queue per target, so an alarm on a queue names the job or rule
 * that is losing events. Kept for the full 14 days SQS allows: enough to notice and replay.
 */
export function targetWithDeadLetters(scope: Construct, id: string, fn: IFunction, retry: RetryPolicy) {
  const queue = new Queue(scope, id, {
    retentionPeriod: Duration.days(14),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
  return { queue, target: new LambdaFunction(fn, { ...retry, deadLetterQueue: queue }) };
}
