import { Duration } from "aws-cdk-lib";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import type { ILogGroup } from "aws-cdk-lib/aws-logs";
import { Choice, Condition, DefinitionBody, Fail, JsonPath, Pass, Succeed, TaskInput } from "aws-cdk-lib/aws-stepfunctions";
import type { StateMachine } from "aws-cdk-lib/aws-stepfunctions";
import { LambdaInvoke } from "aws-cdk-lib/aws-stepfunctions-tasks";
import type { Construct } from "constructs";
import { standardStateMachine } from "./standard-state-machine";
import type { DraftStep } from "../../functions/draft/workflow-state";

/**
 * The draft as a Step Functions workflow (JSONPath, not JSONata: the local runner evaluates
 * JSONPath only). Simulation and execution share it: gather → (refused: record it) → draft → validate → either save
 * the simulation, or adopt the execution (the single write that takes the league live) and
 * publish the domain events. Any failure records the run as failed and leaves the league as it
 * was. Built here once; the local host runs this same definition (infra/local/step-functions.ts).
 */
function draftWorkflowDefinition(scope: Construct, steps: IFunction): DefinitionBody {
  const task = (step: DraftStep) =>
    new LambdaInvoke(scope, stateName(step), {
      lambdaFunction: steps,
      payloadResponseOnly: true,
      payload: TaskInput.fromObject({ step, state: JsonPath.entirePayload }),
      retryOnServiceExceptions: true,
    });

  const failed = new Fail(scope, "DraftFailed", { error: "DraftFailed", cause: "The draft did not complete; see the run's error" });
  const critical = new Fail(scope, "CriticalDraftError", {
    error: "CRITICAL_DRAFT_ERROR",
    cause: "Some participants would not receive their full 3 picks",
  });
  const recordFailure = task("recordFailure").next(failed);
  const recordCritical = new LambdaInvoke(scope, "RecordCriticalError", {
    lambdaFunction: steps,
    payloadResponseOnly: true,
    payload: TaskInput.fromObject({ step: "recordFailure", state: JsonPath.entirePayload }),
    retryOnServiceExceptions: true,
  }).next(critical);
  const onError = { resultPath: "$.failure" };

  const gather = task("gather").addCatch(recordFailure, onError);
  const draft = task("draft").addCatch(recordFailure, onError);
  const saveSimulation = task("saveSimulation").addCatch(recordFailure, onError);
  const adopt = task("adopt").addCatch(recordFailure, onError);
  // The league is already live when events go out; a failed publish must not undo that.
  const published = new Succeed(scope, "Done");
  const publish = task("publish").addCatch(new Pass(scope, "PublishFailedButDraftStands").next(published), onError);

  // An execution refused at gather (its simulation is out of date) returns the refusal as its
  // failure instead of throwing: an expected answer, recorded like a failure, logged as no error.
  const refused = new Choice(scope, "Refused").when(Condition.isPresent("$.failure"), recordFailure).otherwise(draft);
  gather.next(refused);
  draft.next(
    // A simulation is kept even when it fails the rules: the admin must see why.
    new Choice(scope, "Validate")
      .when(Condition.stringEquals("$.mode", "simulate"), saveSimulation.next(publish))
      .when(Condition.booleanEquals("$.ok", false), recordCritical)
      .otherwise(adopt.next(publish)),
  );
  publish.next(published);
  return DefinitionBody.fromChainable(gather);
}

const stateName = (step: DraftStep) => step[0].toUpperCase() + step.slice(1);

/** `logGroup` is left out only by the local host, which builds the machine just to read its definition. */
export function draftStateMachine(scope: Construct, id: string, steps: IFunction, logGroup?: ILogGroup, name?: string): StateMachine {
  return standardStateMachine(scope, id, {
    definition: (states) => draftWorkflowDefinition(states, steps),
    timeout: Duration.minutes(5),
    comment: "Treble draft: simulate or execute a 3-round snake draft",
    logGroup,
    name,
  });
}
