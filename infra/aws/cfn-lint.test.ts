// cfn-lint on every template `cdk synth` writes: no error and no warning that .cfnlintrc does not ignore with its reason. Without cfn-lint installed the check says plainly that it did not run (and fails in CI, where .ci/run sets TREBLE_REQUIRE_CFN_LINT).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "./function-settings";
import { synthesizeTemplates } from "./synth-for-tests";

const version = spawnSync("cfn-lint", ["--version"], { encoding: "utf8" });
const installed = version.status === 0;
const required = Boolean(process.env.TREBLE_REQUIRE_CFN_LINT);
const HOW_TO_INSTALL = "`pip install cfn-lint` (or `pipx install cfn-lint`)";

const outDir = mkdtempSync(join(tmpdir(), "treble-cfn-lint-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("cfn-lint", () => {
  if (!installed) {
    const message = `cfn-lint is not installed: the CloudFormation templates were NOT linted. Install it with ${HOW_TO_INSTALL}.`;
    if (required) {
      it("is installed (required here)", () => expect.fail(message));
    } else {
      console.warn(`\n*** ${message} ***\n`);
      it.skip(`did not run: ${message}`, () => {});
    }
    return;
  }

  it("finds no error and no unexplained warning in any stack's template", () => {
    const files = synthesizeTemplates(outDir).map((s) => s.file);
    expect(files.length).toBe(4);
    // From the repository root, so cfn-lint reads .cfnlintrc there.
    const lint = spawnSync("cfn-lint", ["--format", "parseable", "--", ...files], { cwd: repoRoot, encoding: "utf8", timeout: 280_000 });
    const findings = lint.stdout.split("\n").filter(Boolean);
    console.info(`${version.stdout.trim()}: ${files.length} templates, ${findings.length} findings`);
    expect(lint.error).toBeUndefined();
    expect(findings).toEqual([]);
    // 0 no finding; 2 errors, 4 warnings, 8 informational (bit flags); anything else is cfn-lint failing.
    expect(lint.status, lint.stderr).toBe(0);
    // cfn-lint spends most of a minute loading its schemas; on a loaded machine, twice that.
  }, 300_000);
});
