// Covers how the stack gets each function's code: only declared entries, and never a bundle that was not built.
import { App, Stack } from "aws-cdk-lib";
import { Function as LambdaFunction, Runtime } from "aws-cdk-lib/aws-lambda";
import { describe, expect, it } from "vitest";
import { functionCode } from "./function-code";

describe("function code", () => {
  it("is only for an entry declared in function-limits.ts", () => {
    expect(() => functionCode("functions/nowhere/handler.ts")).toThrow(/not a declared function entry/);
  });

  it("says what to do when the stack is made before the bundles are built", () => {
    const stack = new Stack(new App(), "Unbuilt");
    const make = () =>
      new LambdaFunction(stack, "Fn", {
        runtime: Runtime.NODEJS_22_X,
        handler: "index.handler",
        code: functionCode("functions/auth/handler.ts"),
      });
    expect(make).toThrow(/await buildFunctionCode\(\) before the stack is made/);
  });
});
