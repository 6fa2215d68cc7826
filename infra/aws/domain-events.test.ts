/** The app's EventBridge bus: one rule per declared rule, publish rights for every handler. */
import { describe, expect, it } from "vitest";
import { jobs } from "../../events/jobs";
import { rules } from "../../events/rules";
import { resourcesOf, synthesize } from "./synth-for-tests";

const template = synthesize();

describe("domain events", () => {
  it("has the app's bus and a rule per declaration, on its bus, with the declared pattern", () => {
    expect(Object.keys(resourcesOf(template, "AWS::Events::EventBus"))).toHaveLength(1);
    const busRules = Object.values(resourcesOf(template, "AWS::Events::Rule")).filter((r) => r.Properties.EventBusName);
    expect(busRules).toHaveLength(rules.length);
    for (const decl of rules) {
      const rule = busRules.find((r) => r.Properties.Description === decl.description)!;
      expect(rule.Properties.EventPattern.source).toEqual(decl.pattern.source);
      // SES publishes bounces and complaints to the account's default bus only.
      if (decl.bus === "default") expect(rule.Properties.EventBusName).toBe("default");
      else expect(rule.Properties.EventBusName).not.toBe("default");
    }
  });

  it("sends mail through SES only from the notification senders, with bounces and complaints to EventBridge", () => {
    const [destination] = Object.values(resourcesOf(template, "AWS::SES::ConfigurationSetEventDestination"));
    expect(destination.Properties.EventDestination.MatchingEventTypes.sort()).toEqual(["bounce", "complaint"]);
    const sesPolicies = Object.values(resourcesOf(template, "AWS::IAM::Policy")).filter((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes("ses:SendEmail"),
    );
    const senders = [...rules.filter((r) => r.needs === "notifications"), ...jobs.filter((j) => j.needs === "notifications")];
    expect(sesPolicies).toHaveLength(senders.length);
    const withSecret = Object.values(resourcesOf(template, "AWS::Lambda::Function")).filter(
      (f) => f.Properties.Environment?.Variables?.NOTIFICATION_SECRET,
    );
    // The senders, and the notifications API (it checks unsubscribe tokens).
    expect(withSecret).toHaveLength(senders.length + 1);
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
