import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { budgetLine, overBudget, stackFigures } from "../infra/aws/stack-budget";
import { synthesizeTemplates } from "../infra/aws/synth-for-tests";

/**
 * Room to grow in CloudFormation: each stack's resources, outputs, parameters and template size
 * against the budget (60 % of the quota) and the quota itself, as `cdk synth` writes the app.
 */
export async function run() {
  const outDir = mkdtempSync(join(tmpdir(), "treble-bench-stacks-"));
  try {
    console.log("\n## Stacks (CloudFormation quotas)\n");
    for (const { stackName, template, bytes } of synthesizeTemplates(outDir, {}, "Treble")) {
      const figures = stackFigures(template, bytes);
      const over = overBudget(figures);
      console.log(`${budgetLine(stackName, figures)}${over.length ? `  OVER BUDGET: ${over.join(", ")}` : ""}`);
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
