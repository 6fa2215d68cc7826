import { Duration } from "aws-cdk-lib";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import type { ILogGroup } from "aws-cdk-lib/aws-logs";
import { Choice, Condition, DefinitionBody, Succeed, TaskInput, Wait, WaitTime, JsonPath } from "aws-cdk-lib/aws-stepfunctions";
import type { StateMachine } from "aws-cdk-lib/aws-stepfunctions";
import { LambdaInvoke } from "aws-cdk-lib/aws-stepfunctions-tasks";
import type { Construct } from "constructs";
import { standardStateMachine } from "./standard-state-machine";

/**
 * A live draft's pick clock (product.md §10.15): wait until the current deadline, let the steps
 * function look at the draft (autopick a turn whose time ran out, start a scheduled draft), and
 * wait again for the deadline it answers, until the draft needs no clock. A Step Functions Wait
 * is exact to the second, where EventBridge Scheduler fires within a minute of its time (too
 * coarse for a 30-second clock). The local host runs this same definition.
 */
function clockDefinition(scope: Construct, steps: IFunction): DefinitionBody {
  const wait = new Wait(scope, "WaitForDeadline", { time: WaitTime.timestampPath("$.at") });
  const tick = new LambdaInvoke(scope, "Tick", {
    lambdaFunction: steps,
    payloadResponseOnly: true,
    payload: TaskInput.fromObject({ step: "liveTick", clock: JsonPath.entirePayload }),
    retryOnServiceExceptions: true,
  });
  const stopped = new Succeed(scope, "ClockStopped");
  wait.next(tick).next(new Choice(scope, "StillTicking").when(Condition.isPresent("$.at"), wait).otherwise(stopped));
  return DefinitionBody.fromChainable(wait);
}

/** `logGroup` is left out only by the local host, which builds the machine just to read its definition. */
export function liveDraftClockStateMachine(
  scope: Construct,
  id: string,
  steps: IFunction,
  logGroup?: ILogGroup,
  name?: string,
): StateMachine {
  return standardStateMachine(scope, id, {
    definition: (states) => clockDefinition(states, steps),
    // Longer than any fast draft and most slow ones. A loop that outlives it is started again for
    // the draft's next version by the sweep (functions/jobs/live-draft-clock.ts), which also takes
    // any turn due meanwhile. Not more: the local runner times an execution with one setTimeout,
    // and Node fires a timer of more than 2^31 ms (24.8 days) at once.
    timeout: Duration.days(20),
    comment: "Treble live draft: the pick clock",
    logGroup,
    name,
  });
}
