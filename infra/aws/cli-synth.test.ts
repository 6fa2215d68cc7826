// The real `cdk synth`, offline and without credentials: bundles every function (each loads in plain node with no node_modules, byte for byte what the local host runs), passes CDK's template validation, has no cycles.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { groups } from "../../functions/routes";
import { cachedLocalBundles } from "../local/function-bundles";
import { functionDecls } from "./function-limits";
import { repoRoot } from "./function-settings";
import { stackNames } from "./treble-app";

const outDir = mkdtempSync(join(tmpdir(), "treble-cdk-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const started = Date.now();
const synth = spawnSync("npx", ["cdk", "synth", "--no-notices", "-q", "-o", outDir, "-c", "creatorEmails=creator@treble.test"], {
  cwd: repoRoot,
  encoding: "utf8",
  // No credentials and no telemetry: the synth must not need the network.
  env: { ...process.env, CDK_DISABLE_CLI_TELEMETRY: "true", AWS_ACCESS_KEY_ID: "", AWS_SECRET_ACCESS_KEY: "", AWS_PROFILE: "" },
  timeout: 170_000,
});
const seconds = (Date.now() - started) / 1000;

/** Every stack's resources, as one map (logical ids are unique across the stacks). */
const allResources = (): Record<string, any> =>
  Object.assign(
    {},
    ...Object.values(stackNames("Treble")).map(
      (name) => JSON.parse(readFileSync(join(outDir, `${name}.template.json`), "utf8")).Resources as Record<string, any>,
    ),
  );

describe("cdk synth (CLI)", () => {
  it("exits 0", () => {
    expect(synth.status, synth.stderr).toBe(0);
    console.info(`cdk synth took ${seconds.toFixed(1)} s`);
  });

  it("writes every stack's template with no validation findings", () => {
    for (const name of Object.values(stackNames("Treble"))) expect(existsSync(join(outDir, `${name}.template.json`)), name).toBe(true);
    const report = JSON.parse(readFileSync(join(outDir, "validation-report.json"), "utf8"));
    expect(report.pluginReports.flatMap((r: any) => r.violations ?? [])).toEqual([]);
  });

  it.each([...groups])("bundles the %s function as minified ESM", (group) => {
    const fn = Object.values<any>(allResources()).find((r) => r.Properties?.Description === `Treble API: ${group} routes`);
    const assetDir = join(outDir, `asset.${fn.Properties.Code.S3Key.replace(/\.zip$/, "")}`);
    const bundle = join(assetDir, "index.mjs");
    expect(existsSync(bundle)).toBe(true);
    const code = readFileSync(bundle, "utf8");
    expect(code).toMatch(/export\s*\{[^}]*\bhandler\b/);
    // Minified output is a handful of very long lines (template literals keep their own breaks).
    expect(code.length / code.split("\n").length).toBeGreaterThan(500);
    console.info(`${group} bundle: ${(statSync(bundle).size / 1024).toFixed(0)} KiB`);
  });

  it("every Treble function's bundle loads in plain node from a folder with no node_modules", () => {
    const functions = Object.values<any>(allResources()).filter(
      (r) => r.Type === "AWS::Lambda::Function" && String(r.Properties?.Description ?? "").startsWith("Treble"),
    );
    // API groups, jobs, rule targets and the draft workflow's steps.
    expect(functions.length).toBeGreaterThanOrEqual(groups.length + 4);
    const bare = mkdtempSync(join(tmpdir(), "treble-bare-"));
    try {
      for (const fn of functions) {
        const name = fn.Properties.Description as string;
        const copy = join(bare, `${fn.Properties.Code.S3Key.replace(/\.zip$/, "")}.mjs`);
        copyFileSync(join(outDir, `asset.${fn.Properties.Code.S3Key.replace(/\.zip$/, "")}`, "index.mjs"), copy);
        const loaded = spawnSync(
          process.execPath,
          [
            "--input-type=module",
            "-e",
            `const m = await import(${JSON.stringify(`file://${copy}`)}); if (typeof m.handler !== "function") process.exit(3);`,
          ],
          {
            cwd: bare,
            encoding: "utf8",
            env: { PATH: process.env.PATH, AWS_REGION: "eu-west-2", AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
            timeout: 30_000,
          },
        );
        expect(loaded.status, `${name}: ${loaded.stderr}`).toBe(0);
      }
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it("gives every function the bundle the local host runs, byte for byte", async () => {
    const assets = Object.values<any>(allResources())
      .filter((r) => r.Type === "AWS::Lambda::Function" && String(r.Properties?.Description ?? "").startsWith("Treble"))
      .map((fn) => readFileSync(join(outDir, `asset.${fn.Properties.Code.S3Key.replace(/\.zip$/, "")}`, "index.mjs")));
    const local = Object.values(await cachedLocalBundles(functionDecls)).map((file) => readFileSync(file));
    expect(assets.filter((asset) => !local.some((bundle) => bundle.equals(asset))).length).toBe(0);
    // One asset per entry module: a job and the rule that runs the same code share theirs.
    expect(new Set(assets.map((a) => a.toString("base64"))).size).toBe(new Set(functionDecls.map((d) => d.entry)).size);
  }, 60_000);
});
