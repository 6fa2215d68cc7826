import { join } from "node:path";
import { Duration } from "aws-cdk-lib";
import type { ITableV2 } from "aws-cdk-lib/aws-dynamodb";
import { EventBus, Rule } from "aws-cdk-lib/aws-events";
import { LambdaFunction } from "aws-cdk-lib/aws-events-targets";
import type { IGrantable } from "aws-cdk-lib/aws-iam";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { Construct } from "constructs";
import type { RuleDecl } from "../../events/rules";
import { grantTableAccess } from "./data-table";
import { limitsOf, ruleFunctionName } from "./function-limits";
import { baseEnvironment, functionLogGroup, functionSettings, repoRoot } from "./function-settings";
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

  constructor(scope: Construct, id: string, props: DomainEventsProps) {
    super(scope, id);
    this.bus = new EventBus(this, "Bus", { eventBusName: props.busName });
    const functions = new Map<string, NodejsFunction>();
    // AWS services (SES feedback) publish only to the account's default bus.
    const defaultBus = EventBus.fromEventBusName(this, "DefaultBus", "default");
    for (const rule of props.rules) {
      const name = pascalCase(rule.name);
      const fn = new NodejsFunction(this, `${name}Function`, {
        ...functionSettings,
        entry: join(repoRoot, rule.entry),
        description: `Treble rule ${rule.name}: ${rule.description}`,
        timeout: Duration.seconds(limitsOf(ruleFunctionName(rule.name)).timeoutSeconds),
        memorySize: limitsOf(ruleFunctionName(rule.name)).memoryMb,
        environment: { ...baseEnvironment, ...props.environment, ...(rule.needs === "notifications" ? props.notificationEnvironment : {}) },
        logGroup: functionLogGroup(this, `${name}Logs`),
      });
      grantTableAccess(props.table, fn, "readWrite");
      functions.set(rule.name, fn);
      if (rule.publishes) this.bus.grantPutEventsTo(fn);
      new Rule(this, `${name}Rule`, {
        eventBus: rule.bus === "default" ? defaultBus : this.bus,
        description: rule.description,
        eventPattern: toEventPattern(rule.pattern),
        // Targets are idempotent per event id, so EventBridge's retries are safe.
        targets: [new LambdaFunction(fn, { retryAttempts: 4, maxEventAge: Duration.hours(2) })],
      });
    }
    this.functions = functions;
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
