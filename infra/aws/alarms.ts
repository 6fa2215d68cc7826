import { Duration } from "aws-cdk-lib";
import type { IHttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData, type IMetric } from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { Topic, type ITopic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import type { IQueue } from "aws-cdk-lib/aws-sqs";
import type { IStateMachine } from "aws-cdk-lib/aws-stepfunctions";
import { Construct } from "constructs";
import { pascalCase } from "./names";

/** Splits CREATOR_EMAILS the way the functions do: commas, surrounding spaces ignored, blanks dropped. */
const creatorEmailList = (emails: string) =>
  emails
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);

/**
 * The one SNS topic every alarm e-mails the creators through. It lives in the data stack: each
 * creator confirms their subscription by e-mail once, and a topic replaced with a stack would
 * silently drop every confirmation.
 */
export class AlarmTopic extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: { creatorEmails: string }) {
    super(scope, id);
    this.topic = new Topic(this, "Topic", { displayName: "Treble alarms", enforceSSL: true });
    for (const email of creatorEmailList(props.creatorEmails)) this.topic.addSubscription(new EmailSubscription(email));
  }
}

/**
 * CloudWatch metric math takes at most 10 metrics in one alarm; functions' throttles are watched
 * in groups of this size.
 */
export const METRICS_PER_ALARM = 10;

export interface AlarmsProps {
  topic: ITopic;
  httpApi?: IHttpApi;
  /** The stack's functions by their kebab-case names (`api-creator`, `job-refresh-goals`, …). */
  functions?: ReadonlyMap<string, IFunction>;
  stateMachine?: IStateMachine;
  /** The stack's dead-letter queues by the name of the target each serves. */
  deadLetterQueues?: ReadonlyMap<string, IQueue>;
}

/**
 * Everything that means a user met a failure or work was lost, as CloudWatch alarms that e-mail
 * the creators through the one topic. Each stack alarms on what it holds, so no alarm reaches
 * into another stack. Each alarm fires on the first occurrence in a 5-minute window: the app
 * answers bad input with 4xx and retries what is transient, so a 5xx, a function error, a
 * throttle, a failed draft run or a dead letter is always worth a look. No data in a window means
 * nothing went wrong.
 *
 * Errors are one alarm per function: which function failed is the first thing to know. Throttles
 * are one alarm per group of up to ten functions (metric math over their sum): every function
 * draws on the same account concurrency, so a throttle says "concurrency" whichever function met
 * it, and the alarm's graph shows each function's line. Dead letters stay one alarm per queue, so
 * the alarm names the job or rule that is losing events.
 */
export class Alarms extends Construct {
  readonly alarms: Alarm[] = [];
  private readonly topic: ITopic;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = props.topic;
    const period = Duration.minutes(5);
    if (props.httpApi) this.add("Api5xx", props.httpApi.metricServerError({ period, statistic: "Sum" }), "The API answered with a 5xx");
    const functions = [...(props.functions ?? [])];
    for (const [name, fn] of functions) {
      this.add(`${pascalCase(name)}Errors`, fn.metricErrors({ period, statistic: "Sum" }), `Function ${name} failed (error or timeout)`);
    }
    for (let start = 0; start < functions.length; start += METRICS_PER_ALARM) {
      const group = functions.slice(start, start + METRICS_PER_ALARM);
      const usingMetrics = Object.fromEntries(group.map(([, fn], i) => [`t${i}`, fn.metricThrottles({ period, statistic: "Sum" })]));
      const names = group.map(([name]) => name);
      this.add(
        `Throttles${start / METRICS_PER_ALARM + 1}`,
        new MathExpression({ expression: Object.keys(usingMetrics).join(" + "), usingMetrics, period, label: "Throttles" }),
        `Throttled (account or reserved concurrency reached): one of ${names.join(", ")}`,
      );
    }
    if (props.stateMachine) {
      this.add("DraftRunsFailed", props.stateMachine.metricFailed({ period, statistic: "Sum" }), "A draft workflow execution failed");
      // A run stopped by the state machine's own timeout is counted apart from failures.
      this.add(
        "DraftRunsTimedOut",
        props.stateMachine.metricTimedOut({ period, statistic: "Sum" }),
        "A draft workflow execution timed out",
      );
    }
    for (const [name, queue] of props.deadLetterQueues ?? []) {
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
