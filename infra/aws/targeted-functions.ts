import type { ITableV2 } from "aws-cdk-lib/aws-dynamodb";
import type { LambdaFunction } from "aws-cdk-lib/aws-events-targets";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import type { LogGroup } from "aws-cdk-lib/aws-logs";
import type { Queue } from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import { appFunction, type AppFunctionProps } from "./app-function";
import { targetWithDeadLetters, type RetryPolicy } from "./dead-letters";
import { pascalCase } from "./names";

export interface TargetedFunctionsProps {
  table: ITableV2;
  environment: Record<string, string>;
  /** Extra settings for the declarations that say `needs: "notifications"`. */
  notificationEnvironment?: Record<string, string>;
}

interface TargetDecl {
  name: string;
  entry: string;
  description: string;
  /** `realtime`: the stack gives the target the channel's endpoint and right to send (infra/aws/realtime.ts). */
  needs?: "notifications" | "realtime";
}

/**
 * The Lambdas EventBridge rules invoke (event rules and scheduled jobs alike), by declaration
 * name: each built from its entry with its own log group, and targeted with retries and its own
 * dead-letter queue.
 */
export class TargetedFunctions {
  readonly functions = new Map<string, NodejsFunction>();
  readonly logGroups = new Map<string, LogGroup>();
  readonly deadLetterQueues = new Map<string, Queue>();

  constructor(
    private readonly scope: Construct,
    private readonly props: TargetedFunctionsProps,
  ) {}

  /** The declaration's function and the target a rule points at; `kind` names it in its description. */
  add(
    kind: "job" | "rule",
    decl: TargetDecl,
    settings: Pick<AppFunctionProps, "limits" | "tableAccess"> & { retry: RetryPolicy },
  ): { id: string; fn: NodejsFunction; target: LambdaFunction } {
    const id = pascalCase(decl.name);
    const { fn, logGroup } = appFunction(this.scope, id, {
      entry: decl.entry,
      description: `Treble ${kind} ${decl.name}: ${decl.description}`,
      limits: settings.limits,
      environment: { ...this.props.environment, ...(decl.needs === "notifications" ? this.props.notificationEnvironment : {}) },
      table: this.props.table,
      tableAccess: settings.tableAccess,
    });
    const { queue, target } = targetWithDeadLetters(this.scope, `${id}DeadLetters`, fn, settings.retry);
    this.functions.set(decl.name, fn);
    this.logGroups.set(decl.name, logGroup);
    this.deadLetterQueues.set(decl.name, queue);
    return { id, fn, target };
  }
}
