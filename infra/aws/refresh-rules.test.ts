/** Requested refreshes: a bus rule per kind whose target is the job's code with the job's timeout, allowed to publish its continuation. */
import { describe, expect, it } from "vitest";
import { REFRESH_REQUESTED, refreshTimeoutSeconds } from "../../events/job-requests";
import { resourcesOf, synthesize } from "./synth-for-tests";

const template = synthesize();

describe("refresh request rules", () => {
  for (const kind of ["players", "goals"] as const) {
    it(`deliver a ${kind} request to a function with the ${kind} job's timeout that may publish`, () => {
      const [rule] = Object.values(resourcesOf(template, "AWS::Events::Rule")).filter(
        (r) => r.Properties.EventPattern?.detail?.kind?.[0] === kind,
      );
      expect(rule.Properties.EventPattern).toEqual({
        source: ["treble.app"],
        "detail-type": [REFRESH_REQUESTED],
        detail: { kind: [kind] },
      });
      const targetId = rule.Properties.Targets[0].Arn["Fn::GetAtt"][0];
      const fn = resourcesOf(template, "AWS::Lambda::Function")[targetId];
      expect(fn.Properties.Timeout).toBe(refreshTimeoutSeconds(kind));
      const role = fn.Properties.Role["Fn::GetAtt"][0];
      const policies = Object.values(resourcesOf(template, "AWS::IAM::Policy")).filter((p) =>
        JSON.stringify(p.Properties.Roles).includes(role),
      );
      expect(JSON.stringify(policies)).toContain("events:PutEvents");
    });
  }
});
