// Covers entities built on first use: nothing is built at import, and the built entity is what every caller sees.
import { Entity } from "electrodb";
import { describe, expect, it } from "vitest";
import { builtOnFirstUse } from "./built-on-first-use";

const model = {
  model: { entity: "probe", version: "1", service: "probe" },
  attributes: { id: { type: "string", required: true }, name: { type: "string" } },
  indexes: { primary: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } } },
} as const;

describe("builtOnFirstUse", () => {
  it("builds once, on the first touch, and hands reads, writes and methods to the built value", () => {
    let builds = 0;
    const counter = builtOnFirstUse(() => {
      builds += 1;
      return {
        count: 1,
        bump() {
          this.count += 1;
          return this.count;
        },
      };
    });
    expect(builds).toBe(0);
    expect(counter.bump()).toBe(2);
    counter.count = 10;
    expect(counter.bump()).toBe(11);
    expect("bump" in counter).toBe(true);
    expect(builds).toBe(1);
  });

  it("gives an entity ElectroDB builds (and validates with its model check) only when it is used", () => {
    const probe = builtOnFirstUse(() => new Entity(model, { table: "probe-table" }));
    expect(probe).toBeInstanceOf(Entity);
    expect(probe.get({ id: "a" }).params()).toMatchObject({ Key: { pk: "$probe#id_a", sk: "$probe_1" }, TableName: "probe-table" });
    const broken = builtOnFirstUse(() => new Entity({ ...model, indexes: {} } as never));
    expect(() => broken.get({ id: "a" } as never)).toThrow(/index/i);
  });
});
