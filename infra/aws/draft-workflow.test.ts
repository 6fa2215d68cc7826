/** The draft workflow in the stack: a STANDARD state machine in JSONPath whose tasks all call the steps Lambda. */
import { describe, expect, it } from "vitest";
import { draftDefinition } from "../local/step-functions";
import { onlyResource, resourcesOf, synthesize } from "./synth-for-tests";

const template = synthesize();

describe("draft workflow", () => {
  it("is one standard state machine, and only the draft API, the January window's API and its job may start and describe its executions", () => {
    const [machineId, machine] = onlyResource(template, "AWS::StepFunctions::StateMachine");
    expect(machine.Properties.StateMachineType).toBe("STANDARD");
    const statements = Object.values(resourcesOf(template, "AWS::IAM::Policy")).flatMap((p) => p.Properties.PolicyDocument.Statement);
    const start = statements.filter((s) => [s.Action].flat().includes("states:StartExecution"));
    // One statement each: the draft API's, the window API's and the window-calendar job's (product.md §10.12).
    expect(start).toHaveLength(3);
    for (const statement of start) expect(statement.Resource).toEqual({ Ref: machineId });
    expect(statements.some((s) => [s.Action].flat().includes("states:DescribeExecution"))).toBe(true);
  });

  it("has the states the local host runs: the same definition, in JSONPath", () => {
    const definition = draftDefinition();
    expect(definition.QueryLanguage ?? "JSONPath").toBe("JSONPath");
    const states = definition.States as Record<string, { Type: string; Parameters?: { step: string } }>;
    expect(Object.keys(states)).toEqual(
      expect.arrayContaining([
        "Gather",
        "Draft",
        "Validate",
        "SaveSimulation",
        "Adopt",
        "Publish",
        "RecordFailure",
        "CriticalDraftError",
        "DraftFailed",
      ]),
    );
    for (const state of Object.values(states).filter((s) => s.Type === "Task")) expect(state.Parameters?.step).toBeTruthy();
  });
});
