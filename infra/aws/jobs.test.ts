// Scheduled jobs: any list in events/jobs.ts becomes one Lambda and one EventBridge schedule per job.
import { describe, expect, it } from "vitest";
import type { JobDecl } from "../../events/jobs";
import { resourcesOf, synthesize } from "./synth-for-tests";

/**
 * An injected list, since the real one grows with other features. The entries point at existing
 * handler modules because only the wiring is under test here, not what the job does.
 */
const injected: JobDecl[] = [
  {
    name: "refresh-feed",
    entry: "functions/leagues/handler.ts",
    schedule: "rate(10 minutes)",
    description: "Refresh the feed",
    timeoutSeconds: 120,
  },
  {
    name: "season-report",
    entry: "functions/auth/handler.ts",
    schedule: "cron(0 7 * * ? *)",
    description: "Daily report",
    tableAccess: "read",
  },
];

const template = synthesize({ jobs: injected });
const functions = Object.entries(resourcesOf(template, "AWS::Lambda::Function"));
// Schedule rules only: the domain-event rules live on the app's bus (domain-events.test.ts).
const rules = Object.values(resourcesOf(template, "AWS::Events::Rule")).filter((r) => r.Properties.ScheduleExpression);
const policies = Object.values(resourcesOf(template, "AWS::IAM::Policy"));

const jobFunction = (job: JobDecl) => functions.find(([, f]) => f.Properties.Description === `Treble job ${job.name}: ${job.description}`);

describe("scheduled jobs", () => {
  it("adds nothing for an empty list", () => {
    const empty = synthesize({ jobs: [], rules: [] });
    empty.resourceCountIs("AWS::Events::Rule", 0);
  });

  it("makes one rule per job", () => {
    expect(rules).toHaveLength(injected.length);
  });

  it.each(injected.map((job) => [job.name, job]))("wires %s into a function and a schedule on its expression", (_name, job) => {
    const found = jobFunction(job);
    expect(found).toBeDefined();
    const [functionId, fn] = found!;
    expect(fn.Properties).toMatchObject({ Runtime: "nodejs22.x", Architectures: ["arm64"], Timeout: job.timeoutSeconds ?? 60 });
    expect(fn.Properties.Environment.Variables.TABLE_NAME).toBeDefined();

    const rule = rules.find((r) => r.Properties.ScheduleExpression === job.schedule);
    expect(rule).toBeDefined();
    expect(rule!.Properties.State).toBe("ENABLED");
    expect(rule!.Properties.Targets).toEqual([expect.objectContaining({ Arn: { "Fn::GetAtt": [functionId, "Arn"] } })]);

    template.hasResourceProperties("AWS::Lambda::Permission", {
      Action: "lambda:InvokeFunction",
      Principal: "events.amazonaws.com",
      FunctionName: { "Fn::GetAtt": [functionId, "Arn"] },
    });
  });

  it.each(injected.map((job) => [job.name, job]))("grants %s only its declared table access", (_name, job) => {
    const [, fn] = jobFunction(job)!;
    const roleId = fn.Properties.Role["Fn::GetAtt"][0];
    const actions = policies
      .filter((p) => p.Properties.Roles.some((r: any) => r.Ref === roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .flatMap((s: any) => [s.Action].flat());
    expect(actions).toContain("dynamodb:Query");
    expect(actions.includes("dynamodb:PutItem")).toBe((job.tableAccess ?? "readWrite") === "readWrite");
  });
});
