import { readFileSync, statSync } from "node:fs";
import { App, Stack } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { addTreble, type TrebleProps, type TrebleStacks } from "./treble-app";

export const TEST_CREATOR = "creator@treble.test";

/** The app as the tests build it: bundling skipped, CDK's built-in CloudFormation validation off. */
export function testApp(outdir?: string): App {
  return new App({ outdir, builtinCloudFormationValidation: false, context: { "aws:cdk:bundling-stacks": [] } });
}

/** The app's stacks, named after `TrebleTest` unless named, in a test app. */
export function synthesizeStacks(overrides: Partial<TrebleProps> = {}, app = testApp(), name = "TrebleTest"): TrebleStacks {
  return addTreble(app, name, { creatorEmails: TEST_CREATOR, ...overrides });
}

type Json = Record<string, any>;

/** One synthesized stack as CloudFormation receives it: its template file, parsed and on disk. */
export interface SynthesizedStack {
  stackName: string;
  file: string;
  bytes: number;
  template: Json;
}

/** Synthesizes the test app into `outdir`: every stack's template file, in deployment order. */
export function synthesizeTemplates(outdir: string, overrides: Partial<TrebleProps> = {}, name?: string): SynthesizedStack[] {
  const app = testApp(outdir);
  synthesizeStacks(overrides, app, name);
  return app.synth().stacks.map((artifact) => ({
    stackName: artifact.stackName,
    file: artifact.templateFullPath,
    bytes: statSync(artifact.templateFullPath).size,
    template: JSON.parse(readFileSync(artifact.templateFullPath, "utf8")) as Json,
  }));
}

/**
 * Every stack's template as one, each cross-stack import replaced by the value its producer exports
 * (an `Fn::ImportValue` of the table's ARN reads `{ "Fn::GetAtt": [table, "Arn"] }` again): the
 * tests that follow a reference from a function to the table, the distribution or the user pool
 * do not care which stack holds which. Logical ids are unique across the stacks (checked here).
 */
function mergedTemplate(stacks: readonly Stack[]): Json {
  const templates = stacks.map((stack) => Template.fromStack(stack).toJSON() as Json);
  const exported = new Map<string, unknown>();
  for (const template of templates)
    for (const output of Object.values<Json>(template.Outputs ?? {})) if (output.Export) exported.set(output.Export.Name, output.Value);
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (value && typeof value === "object") {
      const entries = Object.entries(value);
      if (entries.length === 1 && entries[0][0] === "Fn::ImportValue" && exported.has(entries[0][1] as string)) {
        return resolve(exported.get(entries[0][1] as string));
      }
      return Object.fromEntries(entries.map(([k, v]) => [k, resolve(v)]));
    }
    return value;
  };
  const merged: Json = { Resources: {}, Outputs: {} };
  for (const template of templates) {
    for (const [id, resource] of Object.entries<Json>(template.Resources ?? {})) {
      if (id in merged.Resources) throw new Error(`logical id ${id} is in two stacks`);
      merged.Resources[id] = resolve(resource);
    }
    for (const [id, output] of Object.entries<Json>(template.Outputs ?? {})) if (!output.Export) merged.Outputs[id] = resolve(output);
  }
  return merged;
}

/**
 * The whole app as one Template for assertions, in a few seconds. Bundling is skipped (the
 * `aws:cdk:bundling-stacks` context the CLI uses for `--exclusively`) and so is CDK's built-in
 * CloudFormation validation (several seconds of WebAssembly per synth): these tests read the
 * templates, and cli-synth.test.ts proves both on the real `cdk synth`.
 */
export function synthesize(overrides: Partial<TrebleProps> = {}): Template {
  const stacks = synthesizeStacks(overrides);
  return Template.fromJSON(mergedTemplate(Object.values(stacks)));
}

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string };

/** Resources of one type by logical id. */
export function resourcesOf(template: Template, type: string): Record<string, Resource> {
  return template.findResources(type) as Record<string, Resource>;
}

/** The one resource of a type; fails when there is not exactly one. */
export function onlyResource(template: Template, type: string): [string, Resource] {
  const found = Object.entries(resourcesOf(template, type));
  if (found.length !== 1) throw new Error(`expected one ${type}, found ${found.length}`);
  return found[0];
}
