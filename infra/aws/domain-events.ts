import { Duration } from "aws-cdk-lib";
import type { ITableV2 } from "aws-cdk-lib/aws-dynamodb";
import { EventBus, Rule } from "aws-cdk-lib/aws-events";
import type { IGrantable } from "aws-cdk-lib/aws-iam";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import type { LogGroup } from "aws-cdk-lib/aws-logs";
import type { Queue } from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import type { RuleDecl } from "../../events/rules";
import { appFunction } from "./app-function";
import { targetWithDeadLetters } from "./dead-letters";
import { ruleLimits } from "./function-limits";
import { pascalCase } from "./names";

export interface DomainEventsProps {
  busName: string;
  rules: readonly RuleDecl[];
  table: ITableV2;
  environment: Record<string, string>;
  /** Extra settings for the targets that declare `needs: "notifications"`. */
  notificationEnvironment?: Record<string, string>;
}

/**
 * The app's own EventBridge bus and one rule per entry of events/rules.ts, each targeting a
 * Lambda built from the rule's entry: the same declarations the local bus delivers with.
 */
export class DomainEvents extends Construct {
  readonly bus: EventBus;
  /** Each rule's target function, by rule name. */
  readonly functions: ReadonlyMap<string, NodejsFunction>;
  readonly logGroups: ReadonlyMap<string, LogGroup>;
  /** Each rule target's dead-letter queue: events its function could not take. */
  readonly deadLetterQueues: ReadonlyMap<string, Queue>;

  constructor(scope: Construct, id: string, props: DomainEventsProps) {
    super(scope, id);
    this.bus = new EventBus(this, "Bus", { eventBusName: props.busName });
    const functions = new Map<string, NodejsFunction>();
    // AWS services (SES feedback) publish only to the account's default bus.
    const defaultBus = EventBus.fromEventBusName(this, "DefaultBus", "default");
    const logGroups = new Map<string, LogGroup>();
    const deadLetterQueues = new Map<string, Queue>();
    for (const rule of props.rules) {
      const name = pascalCase(rule.name);
      const { fn, logGroup } = appFunction(this, name, {
        entry: rule.entry,
        description: `Treble rule ${rule.name}: ${rule.description}`,
        limits: ruleLimits(rule),
        environment: { ...props.environment, ...(rule.needs === "notifications" ? props.notificationEnvironment : {}) },
        table: props.table,
        tableAccess: "readWrite",
      });
      if (rule.publishes) this.bus.grantPutEventsTo(fn);
      // Targets are idempotent per event id, so EventBridge's retries are safe.
      const { queue, target } = targetWithDeadLetters(this, `${name}DeadLetters`, fn, { retryAttempts: 4, maxEventAge: Duration.hours(2) });
      new Rule(this, `${name}Rule`, {
        eventBus: rule.bus === "default" ? defaultBus : this.bus,
        description: rule.description,
        eventPattern: toEventPattern(rule.pattern),
        targets: [target],
      });
      functions.set(rule.name, fn);
      logGroups.set(rule.name, logGroup);
      deadLetterQueues.set(rule.name, queue);
    }
    this.functions = functions;
    this.logGroups = logGroups;
    this.deadLetterQueues = deadLetterQueues;
  }

  grantPublish(grantee: IGrantable) {
    this.bus.grantPutEventsTo(grantee);
  }
}

/** CDK spells `detail-type` as `detailType`; the declarations use EventBridge's own names. */
function toEventPattern(pattern: Record<string, unknown>) {
  const { "detail-type": detailType, ...rest } = pattern as Record<string, unknown> & { "detail-type"?: string[] };
  return { ...rest, ...(detailType ? { detailType } : {}) };
}
