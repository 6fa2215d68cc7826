// The functions' runtime, their bundles' target and the local host's notice agree on Lambda's Node major version.
import { describe, expect, it } from "vitest";
import { LAMBDA_NODE_MAJOR } from "../local/node-version";
import { functionBuild, functionSettings } from "./function-settings";

describe("Lambda's Node", () => {
  it("is the runtime of every function and the target of every bundle", () => {
    expect(functionSettings.runtime.name).toBe(`nodejs${LAMBDA_NODE_MAJOR}.x`);
    expect(functionBuild.target).toBe(`node${LAMBDA_NODE_MAJOR}`);
  });
});
