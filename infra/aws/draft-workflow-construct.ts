import { join } from "node:path";
import { Duration } from "aws-cdk-lib";
import type { ITableV2 } from "aws-cdk-lib/aws-dynamodb";
import type { IGrantable } from "aws-cdk-lib/aws-iam";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import type { StateMachine } from "aws-cdk-lib/aws-stepfunctions";
import { Construct } from "constructs";
import { grantTableAccess } from "./data-table";
import { draftStepsFunctionName, limitsOf } from "./function-limits";
import { draftStateMachine } from "./draft-workflow";
import { baseEnvironment, functionLogGroup, functionSettings, repoRoot } from "./function-settings";

export interface DraftWorkflowProps {
  table: ITableV2;
  environment: Record<string, string>;
}

/** The draft's state machine and the one Lambda behind all its Task states. */
export class DraftWorkflow extends Construct {
  readonly steps: NodejsFunction;
  readonly stateMachine: StateMachine;

  constructor(scope: Construct, id: string, props: DraftWorkflowProps) {
    super(scope, id);
    this.steps = new NodejsFunction(this, "StepsFunction", {
      ...functionSettings,
      entry: join(repoRoot, "functions/draft/workflow-steps.ts"),
      description: "Treble draft workflow steps",
      timeout: Duration.seconds(limitsOf(draftStepsFunctionName).timeoutSeconds),
      memorySize: limitsOf(draftStepsFunctionName).memoryMb,
      environment: { ...baseEnvironment, ...props.environment },
      logGroup: functionLogGroup(this, "StepsLogs"),
    });
    grantTableAccess(props.table, this.steps, "readWrite");
    this.stateMachine = draftStateMachine(this, "StateMachine", this.steps);
  }

  /** Start executions and read their status (the API waits for the draft to finish). */
  grantRun(grantee: IGrantable) {
    this.stateMachine.grantStartExecution(grantee);
    this.stateMachine.grantExecution(grantee, "states:DescribeExecution");
  }
}
