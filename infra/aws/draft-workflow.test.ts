/** The draft workflow in the stack: a STANDARD state machine in JSONPath whose tasks all call the steps Lambda. */
import { describe, expect, it } from "vitest";
import { draftDefinition } from "../local/step-functions";
import { draftMachineOf, resourcesOf, synthesize } from "./synth-for-tests";

const template = synthesize();

describe("draft workflow", () => {
  it("is a standard state machine, and only the draft and window APIs, their jobs and its own steps may start its executions", () => {
    const [machineId, machine] = draftMachineOf(template);
    expect(machine.Properties.StateMachineType).toBe("STANDARD");
    const statements = Object.values(resourcesOf(template, "AWS::IAM::Policy")).flatMap((p) => p.Properties.PolicyDocument.Statement);
    const start = statements.filter((s) => [s.Action].flat().includes("states:StartExecution"));
    const startsDraft = start.filter((s) => JSON.stringify(s.Resource) === JSON.stringify({ Ref: machineId }));
    // One statement each: the draft API's, the window API's, the window-calendar job's (product.md §10.12)
    // and the live drafts' sweep's (product.md §10.15).
    expect(startsDraft).toHaveLength(4);
    // The steps start a draft by its name: the last pick of a live draft executes it.
    const byName = start.filter((s) => Array.isArray(s.Resource));
    expect(byName).toHaveLength(1);
    expect(JSON.stringify(byName[0].Resource)).toContain("-draft");
    // Everything else starts only the live draft's pick clock.
    const others = start.filter((s) => !startsDraft.includes(s) && !byName.includes(s));
    for (const statement of others) expect(JSON.stringify(statement.Resource)).not.toContain(machineId);
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
