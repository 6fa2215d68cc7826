import { Duration, RemovalPolicy } from "aws-cdk-lib";
import type { ITableV2 } from "aws-cdk-lib/aws-dynamodb";
import type { IGrantable } from "aws-cdk-lib/aws-iam";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import type { StateMachine } from "aws-cdk-lib/aws-stepfunctions";
import { Construct } from "constructs";
import { grantTableAccess } from "./data-table";
import { draftStepsFunctionName, limitsOf } from "./function-limits";
import { draftStateMachine } from "./draft-workflow";
import { baseEnvironment, functionLogGroup, functionSettings } from "./function-settings";
import { functionCode } from "./function-code";

export interface DraftWorkflowProps {
  table: ITableV2;
  environment: Record<string, string>;
  /** The execution log is `/aws/vendedlogs/states/<logName>`. */
  logName: string;
}

/** The draft's state machine and the one Lambda behind all its Task states. */
export class DraftWorkflow extends Construct {
  readonly steps: NodejsFunction;
  readonly stepsLogs: LogGroup;
  readonly stateMachine: StateMachine;
  /** The state machine's own execution log (Step Functions writes it, not a function). */
  readonly executionLogs: LogGroup;

  constructor(scope: Construct, id: string, props: DraftWorkflowProps) {
    super(scope, id);
    this.stepsLogs = functionLogGroup(this, "StepsLogs");
    this.steps = new NodejsFunction(this, "StepsFunction", {
      ...functionSettings,
      code: functionCode("functions/draft/workflow-steps.ts"),
      description: "Treble draft workflow steps",
      timeout: Duration.seconds(limitsOf(draftStepsFunctionName).timeoutSeconds),
      memorySize: limitsOf(draftStepsFunctionName).memoryMb,
      environment: { ...baseEnvironment, ...props.environment },
      logGroup: this.stepsLogs,
    });
    grantTableAccess(props.table, this.steps, "readWrite");
    // Under /aws/vendedlogs/, Step Functions' log delivery needs no entry in the account's
    // CloudWatch Logs resource policy, whose size is limited.
    this.executionLogs = new LogGroup(this, "ExecutionLogs", {
      logGroupName: `/aws/vendedlogs/states/${props.logName}`,
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stateMachine = draftStateMachine(this, "StateMachine", this.steps, this.executionLogs);
  }

  /** Start executions and read their status (the API waits for the draft to finish). */
  grantRun(grantee: IGrantable) {
    this.stateMachine.grantStartExecution(grantee);
    this.stateMachine.grantExecution(grantee, "states:DescribeExecution");
  }
}
