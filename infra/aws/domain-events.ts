import { Duration } from "aws-cdk-lib";
import { EventBus, Rule } from "aws-cdk-lib/aws-events";
import type { IGrantable } from "aws-cdk-lib/aws-iam";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import type { LogGroup } from "aws-cdk-lib/aws-logs";
import type { Queue } from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import type { RuleDecl } from "../../events/rules";
import { ruleLimits } from "./function-limits";
import { TargetedFunctions, type TargetedFunctionsProps } from "./targeted-functions";

export interface DomainEventsProps extends TargetedFunctionsProps {
  busName: string;
  rules: readonly RuleDecl[];
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
    // AWS services (SES feedback) publish only to the account's default bus.
    const defaultBus = EventBus.fromEventBusName(this, "DefaultBus", "default");
    const targets = new TargetedFunctions(this, props);
    for (const rule of props.rules) {
      // Targets are idempotent per event id, so EventBridge's retries are safe.
      const {
        id: name,
        fn,
        target,
      } = targets.add("rule", rule, {
        limits: ruleLimits(rule),
        tableAccess: "readWrite",
        retry: { retryAttempts: 4, maxEventAge: Duration.hours(2) },
      });
      if (rule.publishes) this.bus.grantPutEventsTo(fn);
      new Rule(this, `${name}Rule`, {
        eventBus: rule.bus === "default" ? defaultBus : this.bus,
        description: rule.description,
        eventPattern: toEventPattern(rule.pattern),
        targets: [target],
      });
    }
    ({ functions: this.functions, logGroups: this.logGroups, deadLetterQueues: this.deadLetterQueues } = targets);
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
