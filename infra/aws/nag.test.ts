// cdk-nag's AwsSolutions checks on every stack: no finding is left unfixed or unexplained, and the checks really run.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Validations } from "aws-cdk-lib";
import { Queue } from "aws-cdk-lib/aws-sqs";
import { AwsSolutionsChecks } from "cdk-nag";
import { afterAll, describe, expect, it } from "vitest";
import { synthesizeStacks, testApp } from "./synth-for-tests";
import type { TrebleStacks } from "./treble-app";

const outDirs: string[] = [];
afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Violation = { ruleName: string; severity: string; violatingConstructs: Array<{ constructPath: string }> };

/** Synthesizes the stacks under AwsSolutionsChecks; `extra` may add constructs to them. The findings left standing. */
function findings(extra?: (stacks: TrebleStacks) => void): Array<{ rule: string; severity: string; path: string }> {
  const outdir = mkdtempSync(join(tmpdir(), "treble-nag-"));
  outDirs.push(outdir);
  const app = testApp(outdir);
  extra?.(synthesizeStacks({}, app));
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
  it("leaves no finding, error or warning, on any stack", () => {
    expect(findings()).toEqual([]);
  }, 120_000);

  it("reports what is added without a fix or a reason", () => {
    const left = findings(({ background }) => new Queue(background, "Unchecked"));
    expect(left).toEqual(
      expect.arrayContaining([
        { rule: "AwsSolutions-SQS3", severity: "error", path: "TrebleTestBackground/Unchecked/Resource" },
        { rule: "AwsSolutions-SQS4", severity: "error", path: "TrebleTestBackground/Unchecked/Resource" },
      ]),
    );
    expect(left.filter((f) => !f.path.startsWith("TrebleTestBackground/Unchecked/"))).toEqual([]);
  }, 120_000);
});
