// The app's four stacks: each within the budget of 60 % of CloudFormation's quotas (figures printed), deployed in a fixed order with references only to earlier stacks, the data table and user pool in the data stack under the logical ids a deploy over the single stack of old updates in place.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { groups } from "../../functions/routes";
import { budgetLine, overBudget, stackFigures } from "./stack-budget";
import { synthesizeStacks, synthesizeTemplates, testApp } from "./synth-for-tests";
import { stackNames } from "./treble-app";

const outDir = mkdtempSync(join(tmpdir(), "treble-stacks-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));
const synthesized = synthesizeTemplates(outDir);
const names = stackNames("TrebleTest");
const byName = new Map(synthesized.map((s) => [s.stackName, s]));
const resourcesOfType = (stackName: string, type: string) =>
  Object.entries<{ Type: string; DeletionPolicy?: string; UpdateReplacePolicy?: string; Properties: any }>(
    byName.get(stackName)!.template.Resources,
  ).filter(([, r]) => r.Type === type);

describe("the stacks", () => {
  it("are data, edge, background and api, and each stays within the budget", () => {
    expect(synthesized.map((s) => s.stackName).sort()).toEqual(Object.values(names).sort());
    const lines: string[] = [];
    const over: string[] = [];
    for (const { stackName, template, bytes } of synthesized) {
      const figures = stackFigures(template, bytes);
      lines.push(budgetLine(stackName, figures));
      over.push(...overBudget(figures).map((what) => `${stackName}: ${what}`));
    }
    console.info(`stack budget (60 % of CloudFormation's quotas):\n${lines.join("\n")}`);
    expect(over).toEqual([]);
  });

  it("deploy in order, each referring only to stacks before it", () => {
    const stacks = synthesizeStacks({}, testApp());
    const order = [stacks.data, stacks.edge, stacks.background, stacks.api];
    expect(order.map((s) => s.stackName)).toEqual([names.data, names.edge, names.background, names.api]);
    order.forEach((stack, i) => {
      for (const dependency of stack.dependencies) expect(order.indexOf(dependency as (typeof order)[number])).toBeLessThan(i);
    });
    expect(stacks.data.dependencies).toEqual([]);
  });

  it("keep the table and the user pool in the data stack, RETAIN, under the logical ids of the single stack before the split", () => {
    const [table] = resourcesOfType(names.data, "AWS::DynamoDB::GlobalTable");
    const [pool] = resourcesOfType(names.data, "AWS::Cognito::UserPool");
    // The ids the single stack gave them (synthesized at 5305fee). Logical ids derive from the construct path
    // (Data/Table, Identity/UserPool): a change here would
    // make CloudFormation create a new, empty table or pool on the next deploy.
    expect(table[0]).toBe("DataTableFDBAD0F2");
    expect(pool[0]).toBe("IdentityUserPool96FE3B9B");
    for (const [, resource] of [table, pool]) {
      expect(resource.DeletionPolicy).toBe("Retain");
      expect(resource.UpdateReplacePolicy).toBe("Retain");
    }
    // So are the creators' confirmed alarm subscriptions and the key of the unsubscribe links.
    expect(resourcesOfType(names.data, "AWS::SNS::Topic").map(([id]) => id)).toEqual(["AlarmsTopic3A2DFEBA"]);
    expect(resourcesOfType(names.data, "AWS::SecretsManager::Secret").map(([id]) => id)).toEqual([
      "NotificationsUnsubscribeSecretA6D087C1",
    ]);
    for (const name of [names.edge, names.background, names.api]) {
      expect(resourcesOfType(name, "AWS::DynamoDB::GlobalTable")).toEqual([]);
      expect(resourcesOfType(name, "AWS::Cognito::UserPool")).toEqual([]);
    }
  });

  it("let API Gateway invoke each API function through one permission for the whole API, not one per route", () => {
    const permissions = resourcesOfType(names.api, "AWS::Lambda::Permission");
    expect(permissions).toHaveLength(groups.length);
    for (const [, permission] of permissions) {
      expect(permission.Properties.Principal).toBe("apigateway.amazonaws.com");
      expect(JSON.stringify(permission.Properties.SourceArn)).toMatch(/\/\*\/\*\/\*"\]\]\}$/);
    }
  });
});
