import { Duration } from "aws-cdk-lib";
import type { IHttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { Topic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import type { IQueue } from "aws-cdk-lib/aws-sqs";
import type { IStateMachine } from "aws-cdk-lib/aws-stepfunctions";
import { Construct } from "constructs";
import { pascalCase } from "./names";

export interface AlarmsProps {
  /** Comma-separated e-mails of the creators (CREATOR_EMAILS): each is subscribed to the topic. */
  creatorEmails: string;
  httpApi: IHttpApi;
  /** Every function of the app by its kebab-case name (`api-creator`, `job-refresh-goals`, …). */
  functions: ReadonlyMap<string, IFunction>;
  stateMachine: IStateMachine;
  /** Every dead-letter queue by the name of the target it serves. */
  deadLetterQueues: ReadonlyMap<string, IQueue>;
}

/** Splits CREATOR_EMAILS the way the functions do: commas, surrounding spaces ignored, blanks dropped. */
const creatorEmailList = (emails: string) =>
  emails
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);

/**
 * Everything that means a user met a failure or work was lost, as CloudWatch alarms that e-mail
 * the creators through one SNS topic. Each alarm fires on the first occurrence in a 5-minute
 * window: the app answers bad input with 4xx and retries what is transient, so a 5xx, a function
 * error, a throttle, a failed draft run or a dead letter is always worth a look. No data in a
 * window means nothing went wrong.
 */
export class Alarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, "Topic", { displayName: "Treble alarms", enforceSSL: true });
    for (const email of creatorEmailList(props.creatorEmails)) this.topic.addSubscription(new EmailSubscription(email));

    const period = Duration.minutes(5);
    this.add("Api5xx", props.httpApi.metricServerError({ period, statistic: "Sum" }), "The API answered with a 5xx");
    for (const [name, fn] of props.functions) {
      this.add(`${pascalCase(name)}Errors`, fn.metricErrors({ period, statistic: "Sum" }), `Function ${name} failed (error or timeout)`);
      this.add(`${pascalCase(name)}Throttles`, fn.metricThrottles({ period, statistic: "Sum" }), `Function ${name} was throttled`);
    }
    this.add("DraftRunsFailed", props.stateMachine.metricFailed({ period, statistic: "Sum" }), "A draft workflow execution failed");
    // A run stopped by the state machine's own timeout is counted apart from failures.
    this.add("DraftRunsTimedOut", props.stateMachine.metricTimedOut({ period, statistic: "Sum" }), "A draft workflow execution timed out");
    for (const [name, queue] of props.deadLetterQueues) {
      this.add(
        `${pascalCase(name)}DeadLetters`,
        queue.metricApproximateNumberOfMessagesVisible({ period, statistic: "Maximum" }),
        `Events for ${name} were given up on and wait in its dead-letter queue`,
      );
    }
  }

  private add(id: string, metric: IMetric, description: string) {
    const alarm = new Alarm(this, id, {
      metric,
      alarmDescription: description,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
