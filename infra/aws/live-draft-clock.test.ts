// The live draft's pick clock as synthesized: a Wait on the deadline, the steps function's Tick, and a loop while it answers a time.
import { describe, expect, it } from "vitest";
import { resourcesOf, synthesize } from "./synth-for-tests";

describe("live draft clock", () => {
  const template = synthesize();
  const machines = Object.values(resourcesOf(template, "AWS::StepFunctions::StateMachine"));
  const clock = machines.find((m) => JSON.stringify(m.Properties).includes("live draft: the pick clock"));

  it("waits for the deadline, ticks, and loops while the tick answers a next time", () => {
    expect(clock).toBeDefined();
    const definition = JSON.stringify(clock?.Properties.DefinitionString);
    expect(definition).toContain('\\"TimestampPath\\":\\"$.at\\"');
    expect(definition).toContain('\\"step\\":\\"liveTick\\"');
    expect(definition).toContain('\\"IsPresent\\":true,\\"Next\\":\\"WaitForDeadline\\"');
  });

  it("times out within what one Node timer can hold, so the local runner keeps the same definition", () => {
    const timeoutSeconds = Number(/TimeoutSeconds\\":(\d+)/.exec(JSON.stringify(clock?.Properties.DefinitionString))?.[1]);
    expect(timeoutSeconds * 1000).toBeLessThan(2 ** 31 - 1);
    expect(timeoutSeconds).toBeGreaterThanOrEqual(14 * 24 * 3600);
  });
});
