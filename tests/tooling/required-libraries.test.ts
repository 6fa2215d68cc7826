/** The jobs the house gives to well-kept libraries stay with them: no hand-written copy replaces one to save bundle size. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

/**
 * Each job, the library that does it and the module that uses it. A library here handles what is
 * easy to get subtly wrong (AWS request signing, retries and error types; push encryption and
 * VAPID; HTTP error semantics; log and metric formats CloudWatch parses), and is maintained for it.
 * Bundle size is measured against these choices (docs/scale.md), not bought by replacing them.
 */
const jobs: Array<{ job: string; library: string; module: string }> = [
  { job: "HTTP errors with status and expose semantics", library: "http-errors", module: "functions/lib/errors.ts" },
  { job: "structured log lines", library: "@aws-lambda-powertools/logger", module: "functions/lib/ops-log.ts" },
  { job: "EMF metric lines", library: "@aws-lambda-powertools/metrics", module: "functions/lib/metrics.ts" },
  { job: "web push encryption and VAPID", library: "web-push", module: "functions/notifications/push.ts" },
  { job: "domain events", library: "@aws-sdk/client-eventbridge", module: "functions/lib/event-bus.ts" },
  { job: "draft workflow runs", library: "@aws-sdk/client-sfn", module: "functions/lib/workflow.ts" },
  { job: "e-mail", library: "@aws-sdk/client-sesv2", module: "functions/notifications/mail-transport.ts" },
  { job: "identity accounts", library: "@aws-sdk/client-cognito-identity-provider", module: "functions/lib/identity-accounts.ts" },
  {
    job: "realtime sends (PostToConnection, 410 as GoneException)",
    library: "@aws-sdk/client-apigatewaymanagementapi",
    module: "functions/realtime/post.ts",
  },
  { job: "the creator's log views", library: "@aws-sdk/client-cloudwatch-logs", module: "functions/lib/log-reader.ts" },
  // Sign-in: the OIDC code flow (PKCE, state, nonce, token exchange) and ID-token checks against the provider's keys.
  { job: "OIDC sign-in", library: "openid-client", module: "functions/lib/oidc-client.ts" },
  { job: "ID-token verification", library: "aws-jwt-verify", module: "functions/lib/id-token.ts" },
  { job: "the HTTP middleware chain", library: "@middy/core", module: "functions/lib/http-api.ts" },
  // The one data layer (house style); its size and import cost are measured in docs/scale.md, not cut by a raw-item copy.
  { job: "the single-table data layer", library: "electrodb", module: "functions/data/table/table-entity.ts" },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|mjs|js)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("required libraries", () => {
  const dependencies = (JSON.parse(read("package.json")) as { dependencies: Record<string, string> }).dependencies;

  it.each(jobs)("$job: $library, used by $module", ({ library, module }) => {
    expect(dependencies[library], `${library} in package.json dependencies`).toBeDefined();
    expect(read(module)).toMatch(new RegExp(`["']${library.replace(/[/.]/g, "\\$&")}["']`));
  });

  it("no AWS request is signed by hand (SigV4 belongs to the SDK's clients)", () => {
    const handSigned = [...sourceFiles("functions"), ...sourceFiles("shared"), ...sourceFiles("infra/aws")].filter((file) =>
      /AWS4-HMAC-SHA256|aws4_request/.test(readFileSync(file, "utf8")),
    );
    expect(handSigned).toEqual([]);
  });
});
