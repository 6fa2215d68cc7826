// Covers the functions' source-map setting in the synthesized template: off by default, on when asked.
import { describe, expect, it } from "vitest";
import { resourcesOf, synthesize } from "./synth-for-tests";

const nodeFunctions = (sourceMaps?: boolean) =>
  Object.values(resourcesOf(synthesize({ sourceMaps }), "AWS::Lambda::Function")).filter((fn) => String(fn.Properties.Runtime).startsWith("nodejs22"));

describe("function source maps", () => {
  it("are not loaded at run time by default", () => {
    const fns = nodeFunctions();
    expect(fns.length).toBeGreaterThan(20);
    for (const fn of fns) expect(fn.Properties.Environment?.Variables?.NODE_OPTIONS).toBeUndefined();
  });

  it("are loaded by every function of ours with the sourceMaps setting", () => {
    const fns = nodeFunctions(true).filter((fn) => fn.Properties.Environment?.Variables?.TABLE_NAME);
    expect(fns.length).toBeGreaterThan(20);
    for (const fn of fns) expect(fn.Properties.Environment.Variables.NODE_OPTIONS).toBe("--enable-source-maps");
  });
});
