// Covers the function bundles' size budgets and what the shared esbuild configuration leaves out.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionDecls } from "../aws/function-limits";
import { routes } from "../../functions/routes";
import { repoRoot } from "../aws/function-settings";
import { BUNDLE_GOAL_BYTES, bundleBudgetBytes, measureBundles, type BundleSize } from "./bundle-sizes";

const outDir = mkdtempSync(join(tmpdir(), "treble-budget-"));
let bundles: BundleSize[] = [];

beforeAll(async () => {
  bundles = await measureBundles(functionDecls, outDir);
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("function bundles", () => {
  it("stay within their budgets", () => {
    const over = bundles
      .filter((b) => b.bytes > bundleBudgetBytes(b.name))
      .map((b) => `${b.name}: ${b.bytes} > ${bundleBudgetBytes(b.name)}`);
    expect(over).toEqual([]);
  });

  it("are held to the goal once they reach it: a budget above it is only for a bundle still above it", () => {
    const reached = bundles.filter((b) => bundleBudgetBytes(b.name) > BUNDLE_GOAL_BYTES && b.bytes <= BUNDLE_GOAL_BYTES).map((b) => b.name);
    expect(reached).toEqual([]);
  });

  it("keep only their own group's routes: a handler names its group's half of the contract, not the whole table", () => {
    // A route is declared as `get("/api/…", "member", …)`: its path and role side by side, as the minified bundle keeps them.
    const declared = (text: string, r: (typeof routes)[number]) => text.includes(`"${r.path}","${r.role}"`);
    const found = bundles
      .filter((b) => b.name.startsWith("api-"))
      .flatMap((b) => {
        const text = readFileSync(b.file, "utf8");
        return routes.filter((r) => declared(text, r)).map((r) => [b.name, `api-${r.group}`]);
      });
    expect(found.filter(([bundle, group]) => bundle !== group)).toEqual([]);
    expect(new Set(found.map(([bundle]) => bundle)).size).toBe(bundles.filter((b) => b.name.startsWith("api-")).length);
  });

  it("keep only the entities their code reads: every entity definition is marked pure (functions/data/table-entity.ts)", () => {
    const dir = join(repoRoot, "functions/data/entities");
    const unmarked = readdirSync(dir)
      .filter((file) => file.endsWith(".ts"))
      .flatMap((file) => (readFileSync(join(dir, file), "utf8").match(/.{0,16}\btableEntity\(/g) ?? []).map((call) => `${file}: ${call}`))
      .filter((call) => !call.includes("/* @__PURE__ */ tableEntity("));
    expect(unmarked).toEqual([]);
  });

  it("carry no zod locale but English, not the SDK's default credential chain or its event-stream codec", () => {
    for (const b of bundles) {
      const parts = b.parts.map(([part]) => part);
      expect(parts, b.name).not.toContain("@aws-sdk/credential-provider-node");
      expect(parts, b.name).not.toContain("@aws-sdk/nested-clients");
      // No operation we call streams events (infra/aws/lean/smithy-event-streams.mjs).
      expect(
        b.inputs.filter((input) => input.includes("/@smithy/core/dist-es/submodules/event-streams/")),
        b.name,
      ).toEqual([]);
    }
    const zodInputs = bundles.flatMap((b) => b.inputs).filter((input) => input.includes("/zod/") && input.includes("/locales/"));
    expect(new Set(zodInputs.map((input) => input.split("/").pop()))).toEqual(new Set(["en.js"]));
  });

  it("keep full zod, and the SDK clients' aggregated classes and unused commands, out", () => {
    // The aggregated class (e.g. DynamoDB.js) comes only with a package's whole index: a sign a lean entry (infra/aws/lean) was bypassed.
    const unwanted =
      /\/zod\/v4\/classic\/|\/client-[a-z0-9-]+\/dist-es\/(DynamoDB|CognitoIdentityProvider|SESv2)\.js$|\/commands\/(CreateTable|DeleteUserPool|SendBulkEmail)Command\.js$/;
    for (const b of bundles)
      expect(
        b.inputs.filter((input) => unwanted.test(input)),
        b.name,
      ).toEqual([]);
  });

  it("keep ElectroDB's Service and transaction helpers out: the roster is read without a Service", () => {
    const unwanted = /\/electrodb\/src\/(service|transaction)\.js$/;
    for (const b of bundles)
      expect(
        b.inputs.filter((input) => unwanted.test(input)),
        b.name,
      ).toEqual([]);
  });

  it("wrap no package's ES modules in lazy initialisers: ElectroDB's require of the document client gets a CommonJS object", () => {
    // The one wrapped module allowed is the jsonschema stand-in, ours, which imports nothing.
    for (const b of bundles)
      expect(
        b.wrappedEsm.filter((input) => input !== "infra/aws/lean/jsonschema.mjs"),
        b.name,
      ).toEqual([]);
  });

  it("load no web streams at import: middy's one use of node:stream/web gets its stand-in", () => {
    for (const b of bundles) expect(readFileSync(b.file, "utf8").includes("node:stream/web"), b.name).toBe(false);
  });
});
