/**
 * CloudFormation's per-stack quotas that a growing app meets first, and the budget each of our
 * stacks is held to: 60 % of the quota, so the next feature (a WebSocket API, another job) never
 * finds a stack one resource from a failed deploy. Templates over 51,200 bytes go through S3 (the
 * CDK bootstrap bucket), where the quota is 1 MB; the budget is half of that. Parameters are
 * budgeted at the quota itself: CDK writes one (the bootstrap version) and we add none.
 */
const cloudFormationQuotas = { resources: 500, outputs: 200, parameters: 200, templateBytes: 1024 * 1024 } as const;
const stackBudget = { resources: 300, outputs: 60, parameters: 200, templateBytes: 500 * 1024 } as const;

export type StackFigures = Record<keyof typeof stackBudget, number>;

/** A synthesized template's figures; `bytes` is the file as CDK wrote it (what CloudFormation is sent). */
export function stackFigures(template: { Resources?: object; Outputs?: object; Parameters?: object }, bytes: number): StackFigures {
  return {
    resources: Object.keys(template.Resources ?? {}).length,
    outputs: Object.keys(template.Outputs ?? {}).length,
    parameters: Object.keys(template.Parameters ?? {}).length,
    templateBytes: bytes,
  };
}

/** What is over budget, in words; empty when the stack fits. */
export function overBudget(figures: StackFigures): string[] {
  return (Object.keys(stackBudget) as Array<keyof typeof stackBudget>)
    .filter((key) => figures[key] > stackBudget[key])
    .map((key) => `${key} ${figures[key]} > ${stackBudget[key]}`);
}

/** One line per stack: each figure against its budget and CloudFormation's quota. */
export function budgetLine(stackName: string, figures: StackFigures): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  return [
    stackName.padEnd(22),
    `resources ${String(figures.resources).padStart(3)} / ${stackBudget.resources} (quota ${cloudFormationQuotas.resources})`,
    `outputs ${String(figures.outputs).padStart(2)} / ${stackBudget.outputs} (quota ${cloudFormationQuotas.outputs})`,
    `parameters ${figures.parameters} / ${stackBudget.parameters}`,
    `template ${kb(figures.templateBytes).padStart(6)} / ${kb(stackBudget.templateBytes)} (quota ${kb(cloudFormationQuotas.templateBytes)})`,
  ].join("  ");
}
