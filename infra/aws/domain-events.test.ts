/** The app's EventBridge bus: one rule per declared rule, publish rights for every handler. */
import { describe, expect, it } from "vitest";
import { rules } from "../../events/rules";
import { resourcesOf, synthesize } from "./synth-for-tests";

const template = synthesize();

describe("domain events", () => {
  it("has the app's bus and a rule per declaration, on that bus, with the declared pattern", () => {
    expect(Object.keys(resourcesOf(template, "AWS::Events::EventBus"))).toHaveLength(1);
    const busRules = Object.values(resourcesOf(template, "AWS::Events::Rule")).filter((r) => r.Properties.EventBusName);
    expect(busRules).toHaveLength(rules.length);
    for (const rule of busRules) expect(rule.Properties.EventPattern.source).toEqual(["treble.app"]);
  });

  it("lets every API function publish, and tells it the bus's name", () => {
    const functions = Object.values(resourcesOf(template, "AWS::Lambda::Function")).filter((f) =>
      String(f.Properties.Description ?? "").startsWith("Treble API"),
    );
    expect(functions.length).toBeGreaterThan(0);
    const [bus] = Object.values(resourcesOf(template, "AWS::Events::EventBus"));
    for (const fn of functions) expect(fn.Properties.Environment.Variables.EVENT_BUS_NAME).toBe(bus.Properties.Name);
    const putEvents = Object.values(resourcesOf(template, "AWS::IAM::Policy")).filter((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes("events:PutEvents"),
    );
    expect(putEvents.length).toBeGreaterThanOrEqual(functions.length);
  });
});
