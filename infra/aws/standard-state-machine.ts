import type { Duration } from "aws-cdk-lib";
import type { ILogGroup } from "aws-cdk-lib/aws-logs";
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from "aws-cdk-lib/aws-stepfunctions";
import { Construct } from "constructs";

export interface StandardStateMachineProps {
  /** Builds the states in the scope it is given. */
  definition: (states: Construct) => DefinitionBody;
  timeout: Duration;
  comment: string;
  /** Left out only by the local host, which builds the machine just to read its definition. */
  logGroup?: ILogGroup;
  name?: string;
}

/**
 * A Standard state machine as both of ours are: every state transition logged without the
 * states' input and output (those hold a league's members and picks, which belong in the table,
 * not in the logs), and a run's path through the steps Lambda on one X-Ray trace (a few runs a
 * draft cost nothing), so a stuck run is visible.
 */
export function standardStateMachine(scope: Construct, id: string, props: StandardStateMachineProps): StateMachine {
  // The states get their own scope so their names (Gather, Draft, …) cannot clash with ours.
  const states = new Construct(scope, `${id}States`);
  return new StateMachine(scope, id, {
    ...(props.name ? { stateMachineName: props.name } : {}),
    definitionBody: props.definition(states),
    stateMachineType: StateMachineType.STANDARD,
    timeout: props.timeout,
    comment: props.comment,
    ...(props.logGroup ? { logs: { destination: props.logGroup, level: LogLevel.ALL, includeExecutionData: false } } : {}),
    tracingEnabled: true,
  });
}
