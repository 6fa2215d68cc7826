import { must } from "../../shared/must";
import { Stack, type StackProps } from "aws-cdk-lib";
import type { ITableV2 } from "aws-cdk-lib/aws-dynamodb";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import type { LogGroup } from "aws-cdk-lib/aws-logs";
import type { ITopic } from "aws-cdk-lib/aws-sns";
import type { Construct } from "constructs";
import type { JobDecl } from "../../events/jobs";
import type { RuleDecl } from "../../events/rules";
import { Alarms } from "./alarms";
import { DomainEvents } from "./domain-events";
import { DraftWorkflow } from "./draft-workflow-construct";
import { draftStepsFunctionName, jobFunctionName, ruleFunctionName } from "./function-limits";
import { enableSourceMaps, writeOwnLogsOnly } from "./function-settings";
import { Jobs } from "./jobs";
import { acceptBackgroundFindings } from "./nag-suppressions";
import type { Notifications } from "./notifications";

export interface BackgroundStackProps extends StackProps {
  /** The name every stack's names derive from (`Treble`): the bus and the workflow's log group are named after it. */
  appName: string;
  table: ITableV2;
  /** Runtime configuration (functions/config.ts) every function gets. */
  environment: Record<string, string>;
  notifications: Notifications;
  jobs: readonly JobDecl[];
  rules: readonly RuleDecl[];
  alarmTopic: ITopic;
  sourceMaps?: boolean;
}

/**
 * Everything that runs without a request, deployed third: the app's event bus and the function
 * behind each of its rules, the scheduled jobs, and the draft workflow (its state machine and its
 * steps), each function with its own log group and alarms, each rule or job target with its own
 * dead-letter queue.
 */
export class BackgroundStack extends Stack {
  readonly events: DomainEvents;
  readonly workflow: DraftWorkflow;
  readonly jobs: Jobs;
  /** Every function of this stack by the name the local host uses too (function-limits.ts), with its log group. */
  readonly functions: ReadonlyMap<string, { fn: NodejsFunction; logGroup: LogGroup }>;

  constructor(scope: Construct, id: string, props: BackgroundStackProps) {
    super(scope, id, props);
    const { table, environment, notifications } = props;
    const notificationEnvironment = notifications.environment;
    this.events = new DomainEvents(this, "DomainEvents", {
      busName: `${props.appName}-events`,
      rules: props.rules,
      table,
      environment,
      notificationEnvironment,
    });
    this.workflow = new DraftWorkflow(this, "DraftWorkflow", { table, environment, logName: `${props.appName}-draft` });
    this.events.grantPublish(this.workflow.steps);
    this.jobs = new Jobs(this, "Jobs", {
      jobs: props.jobs,
      table,
      environment: { ...environment, ...this.workflow.environment },
      notificationEnvironment,
    });
    // The January window's schedule runs a window draft the admin has not executed (product.md §10.12).
    const windowJob = this.jobs.functions.get("window-calendar");
    if (windowJob) this.workflow.grantRun(windowJob);
    // The live drafts' sweep restarts stopped pick clocks, and executes a draft its autopick finished.
    const clockJob = this.jobs.functions.get("live-draft-clock");
    if (clockJob) this.workflow.grantRun(clockJob);
    // Jobs publish what happened; nothing else may write to the bus (the API's functions are granted in their stack).
    for (const fn of this.jobs.functions.values()) this.events.grantPublish(fn);
    // Only the mail senders may use SES.
    const senders = [
      ...props.rules.filter((r) => r.needs === "notifications").map((r) => this.events.functions.get(r.name)),
      ...props.jobs.filter((j) => j.needs === "notifications").map((j) => this.jobs.functions.get(j.name)),
    ].filter((fn) => fn !== undefined);
    for (const fn of senders) notifications.grantSend(fn);
    if (props.sourceMaps) enableSourceMaps(this);

    const functions = new Map<string, { fn: NodejsFunction; logGroup: LogGroup }>([
      ...[...this.jobs.functions].map(
        ([job, fn]) => [jobFunctionName(job), { fn, logGroup: must(this.jobs.logGroups.get(job), `${job}'s log group`) }] as const,
      ),
      ...[...this.events.functions].map(
        ([rule, fn]) => [ruleFunctionName(rule), { fn, logGroup: must(this.events.logGroups.get(rule), `${rule}'s log group`) }] as const,
      ),
      [draftStepsFunctionName, { fn: this.workflow.steps, logGroup: this.workflow.stepsLogs }] as const,
    ]);
    for (const { fn, logGroup } of functions.values()) writeOwnLogsOnly(fn, logGroup);
    this.functions = functions;

    const deadLetterQueues = new Map([
      ...[...this.jobs.deadLetterQueues].map(([job, queue]) => [jobFunctionName(job), queue] as const),
      ...[...this.events.deadLetterQueues].map(([rule, queue]) => [ruleFunctionName(rule), queue] as const),
    ]);
    new Alarms(this, "BackgroundAlarms", {
      topic: props.alarmTopic,
      functions: new Map([...functions].map(([name, { fn }]) => [name, fn])),
      stateMachine: this.workflow.stateMachine,
      deadLetterQueues,
    });

    acceptBackgroundFindings(this, {
      windowJob,
      clockJob,
      stateMachine: this.workflow.stateMachine,
      clock: this.workflow.clock,
      workflowSteps: this.workflow.steps,
      deadLetterQueues: deadLetterQueues.values(),
      mailSenders: senders,
      table,
    });
  }
}
