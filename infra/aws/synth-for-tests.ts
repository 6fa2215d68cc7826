import { App } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { TrebleStack, type TrebleStackProps } from "./treble-stack";

export const TEST_CREATOR = "creator@treble.test";

/**
 * The stack as a Template for assertions, in well under a second. Bundling is skipped (the
 * `aws:cdk:bundling-stacks` context the CLI uses for `--exclusively`) and so is CDK's built-in
 * CloudFormation validation (several seconds of WebAssembly per synth): these tests read the
 * template, and cli-synth.test.ts proves both on the real `cdk synth`.
 */
export function synthesize(overrides: Partial<TrebleStackProps> = {}): Template {
  const app = new App({ builtinCloudFormationValidation: false, context: { "aws:cdk:bundling-stacks": [] } });
  const stack = new TrebleStack(app, "TrebleTest", { creatorEmails: TEST_CREATOR, ...overrides });
  return Template.fromStack(stack);
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
