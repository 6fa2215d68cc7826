// IAM: no wildcard actions anywhere, and each function's table access is limited to the table and its indexes.
import { describe, expect, it } from "vitest";
import { groups } from "../../functions/routes";
import { groupTableAccess } from "./api";
import { onlyResource, resourcesOf, synthesize } from "./synth-for-tests";

const template = synthesize();
const [tableId] = onlyResource(template, "AWS::DynamoDB::GlobalTable");
const policies = Object.values(resourcesOf(template, "AWS::IAM::Policy"));
const roles = Object.values(resourcesOf(template, "AWS::IAM::Role"));
const functions = resourcesOf(template, "AWS::Lambda::Function");

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };
const actionsOf = (s: Statement) => [s.Action].flat();
const allStatements: Statement[] = [
  ...policies.flatMap((p) => p.Properties.PolicyDocument.Statement),
  ...roles.flatMap((r) => (r.Properties.Policies ?? []).flatMap((p: any) => p.PolicyDocument.Statement)),
];

/** The statements of the policy attached to a function's role. */
function statementsOfFunction(description: string): Statement[] {
  const fn = Object.values(functions).find((f) => f.Properties.Description === description)!;
  const roleId = fn.Properties.Role["Fn::GetAtt"][0];
  return policies
    .filter((p) => p.Properties.Roles.some((r: any) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
}

describe("permissions", () => {
  it("never grants a wildcard action", () => {
    expect(allStatements.length).toBeGreaterThan(0);
    for (const statement of allStatements) {
      for (const action of actionsOf(statement)) expect(action === "*" || action.endsWith(":*")).toBe(false);
    }
  });

  it.each([...groups])("gives the %s function only the declared access to the table and its indexes", (group) => {
    const all = statementsOfFunction(`Treble API: ${group} routes`);
    // Besides the table, a handler may only publish on the app's bus (domain-events.test.ts),
    // the draft and window groups may run the draft workflow (draft-workflow.test.ts),
    // the creator group may read every function's log group (operations.test.ts),
    // and the auth group may delete a sign-in account (identity.test.ts) and close the sockets of a
    // browser that signs out (realtime.test.ts, decision 0285), and the chat tells its league's room
    // from the request (decision 0312).
    const other = (s: Statement) => actionsOf(s).some((a) => /^(events|states|logs|cognito-idp|execute-api):/.test(a));
    const statements = all.filter((s) => !other(s));
    const extra = [...new Set(all.filter(other).flatMap(actionsOf))].sort();
    // Every function writes its own log group (the last test).
    const ownLogs = ["logs:CreateLogStream", "logs:PutLogEvents"];
    const expected: Record<string, string[]> = {
      draft: ["events:PutEvents", ...ownLogs, "states:DescribeExecution", "states:StartExecution"],
      window: ["events:PutEvents", ...ownLogs, "states:DescribeExecution", "states:StartExecution"],
      creator: ["events:PutEvents", "logs:CreateLogStream", "logs:FilterLogEvents", "logs:PutLogEvents"],
      auth: ["cognito-idp:AdminDeleteUser", "events:PutEvents", "execute-api:ManageConnections", ...ownLogs],
      chat: ["events:PutEvents", "execute-api:ManageConnections", ...ownLogs],
    };
    expect(extra).toEqual(expected[group] ?? ["events:PutEvents", ...ownLogs]);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.Effect).toBe("Allow");
      expect(actionsOf(statement).every((a) => a.startsWith("dynamodb:"))).toBe(true);
      expect(statement.Resource).toEqual([
        { "Fn::GetAtt": [tableId, "Arn"] },
        { "Fn::Join": ["", [{ "Fn::GetAtt": [tableId, "Arn"] }, "/index/*"]] },
      ]);
    }
    const actions = statements.flatMap(actionsOf);
    expect(actions.includes("dynamodb:PutItem")).toBe(groupTableAccess[group] === "readWrite");
    expect(actions).toContain("dynamodb:Query");
  });

  it("lets each of the app's functions write its own log group and no other, without the AWS-managed logging policy", () => {
    const appFunctions = Object.values(functions).filter((f) => /^Treble /.test(f.Properties.Description ?? ""));
    expect(appFunctions.length).toBeGreaterThan(groups.length);
    for (const fn of appFunctions) {
      const roleId = fn.Properties.Role["Fn::GetAtt"][0];
      expect(resourcesOf(template, "AWS::IAM::Role")[roleId].Properties.ManagedPolicyArns ?? []).toEqual([]);
      const writes = statementsOfFunction(fn.Properties.Description).filter((s) => actionsOf(s).includes("logs:PutLogEvents"));
      expect(writes).toEqual([
        {
          Effect: "Allow",
          Action: ["logs:CreateLogStream", "logs:PutLogEvents"],
          Resource: { "Fn::GetAtt": [fn.Properties.LoggingConfig.LogGroup.Ref, "Arn"] },
        },
      ]);
    }
  });
});
