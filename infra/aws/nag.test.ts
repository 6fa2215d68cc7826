// cdk-nag's AwsSolutions checks on the whole stack: no finding is left unfixed or unexplained, and the checks really run.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { App, Validations } from "aws-cdk-lib";
import { Queue } from "aws-cdk-lib/aws-sqs";
import { AwsSolutionsChecks } from "cdk-nag";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_CREATOR } from "./synth-for-tests";
import { TrebleStack } from "./treble-stack";

const outDirs: string[] = [];
afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Violation = { ruleName: string; severity: string; violatingConstructs: Array<{ constructPath: string }> };

/** Synthesizes the stack under AwsSolutionsChecks; `extra` may add constructs to it. The findings left standing. */
function findings(extra?: (stack: TrebleStack) => void): Array<{ rule: string; severity: string; path: string }> {
  const outdir = mkdtempSync(join(tmpdir(), "treble-nag-"));
  outDirs.push(outdir);
  const app = new App({ outdir, builtinCloudFormationValidation: false, context: { "aws:cdk:bundling-stacks": [] } });
  const stack = new TrebleStack(app, "TrebleNag", { creatorEmails: TEST_CREATOR });
  extra?.(stack);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  try {
    app.synth();
    return [];
  } catch (error) {
    if (!/validation ?failed/i.test(String(error))) throw error;
    const report = JSON.parse(readFileSync(join(outdir, "validation-report.json"), "utf8"));
    return report.pluginReports
      .flatMap((r: { violations: Violation[] }) => r.violations)
      .flatMap((v: Violation) => v.violatingConstructs.map((c) => ({ rule: v.ruleName, severity: v.severity, path: c.constructPath })));
  }
}

describe("cdk-nag AwsSolutions", () => {
  it("leaves no finding, error or warning, on the stack", () => {
    expect(findings()).toEqual([]);
  }, 120_000);

  it("reports what is added without a fix or a reason", () => {
    const left = findings((stack) => new Queue(stack, "Unchecked"));
    expect(left).toEqual(
      expect.arrayContaining([
        { rule: "AwsSolutions-SQS3", severity: "error", path: "TrebleNag/Unchecked/Resource" },
        { rule: "AwsSolutions-SQS4", severity: "error", path: "TrebleNag/Unchecked/Resource" },
      ]),
    );
    expect(left.every((f) => f.path.startsWith("TrebleNag/Unchecked/"))).toBe(true);
  }, 120_000);
});
