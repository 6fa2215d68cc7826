import { ArnFormat, Duration, RemovalPolicy, Stack } from "aws-cdk-lib";
import type { ITableV2 } from "aws-cdk-lib/aws-dynamodb";
import { PolicyStatement, type IGrantable } from "aws-cdk-lib/aws-iam";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import type { StateMachine } from "aws-cdk-lib/aws-stepfunctions";
import { Construct } from "constructs";
import { grantTableAccess } from "./data-table";
import { draftStepsFunctionName, limitsOf } from "./function-limits";
import { draftStateMachine } from "./draft-workflow";
import { liveDraftClockStateMachine } from "./live-draft-clock";
import { baseEnvironment, functionLogGroup, functionSettings } from "./function-settings";
import { functionCode } from "./function-code";

export interface DraftWorkflowProps {
  table: ITableV2;
  environment: Record<string, string>;
  /** The execution log is `/aws/vendedlogs/states/<logName>`. */
  logName: string;
}

/** The draft's state machine, the live draft's pick clock, and the one Lambda behind all their Task states. */
export class DraftWorkflow extends Construct {
  readonly steps: NodejsFunction;
  readonly stepsLogs: LogGroup;
  readonly stateMachine: StateMachine;
  readonly clock: StateMachine;
  /** What a function that starts either machine needs in its environment. */
  readonly environment: Record<string, string>;
  /** The state machine's own execution log (Step Functions writes it, not a function). */
  readonly executionLogs: LogGroup;

  constructor(scope: Construct, id: string, props: DraftWorkflowProps) {
    super(scope, id);
    // The steps start the machines whose Tasks they are (the last pick of a live draft executes it),
    // so the machines are named and their ARNs written out: a reference would be a dependency cycle.
    const stack = Stack.of(this);
    const arnOf = (name: string) =>
      stack.formatArn({ service: "states", resource: "stateMachine", resourceName: name, arnFormat: ArnFormat.COLON_RESOURCE_NAME });
    const names = { draft: `${stack.stackName}-draft`, clock: `${stack.stackName}-live-draft-clock` };
    this.environment = { DRAFT_STATE_MACHINE_ARN: arnOf(names.draft), LIVE_DRAFT_CLOCK_ARN: arnOf(names.clock) };
    this.stepsLogs = functionLogGroup(this, "StepsLogs");
    this.steps = new NodejsFunction(this, "StepsFunction", {
      ...functionSettings,
      code: functionCode("functions/workflow/steps.ts"),
      description: "Treble draft workflow steps",
      timeout: Duration.seconds(limitsOf(draftStepsFunctionName).timeoutSeconds),
      memorySize: limitsOf(draftStepsFunctionName).memoryMb,
      environment: { ...baseEnvironment, ...props.environment, ...this.environment },
      logGroup: this.stepsLogs,
    });
    grantTableAccess(props.table, this.steps, "readWrite");
    this.steps.addToRolePolicy(
      new PolicyStatement({ actions: ["states:StartExecution"], resources: [arnOf(names.draft), arnOf(names.clock)] }),
    );
    // Under /aws/vendedlogs/, Step Functions' log delivery needs no entry in the account's
    // CloudWatch Logs resource policy, whose size is limited.
    this.executionLogs = new LogGroup(this, "ExecutionLogs", {
      logGroupName: `/aws/vendedlogs/states/${props.logName}`,
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stateMachine = draftStateMachine(this, "StateMachine", this.steps, this.executionLogs, names.draft);
    this.clock = liveDraftClockStateMachine(this, "LiveDraftClock", this.steps, this.executionLogs, names.clock);
  }

  /** Start executions and read their status (the API waits for the draft to finish), and start live draft clocks. */
  grantRun(grantee: IGrantable) {
    this.stateMachine.grantStartExecution(grantee);
    this.stateMachine.grantExecution(grantee, "states:DescribeExecution");
    this.clock.grantStartExecution(grantee);
  }
}
