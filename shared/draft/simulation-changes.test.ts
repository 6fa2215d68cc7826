/** What the dashboard says changed since a simulation. */
import { describe, expect, it } from "vitest";
import { simulationChanges } from "./simulation-changes";

const simulated = [
  { membershipId: "m1", username: "Ann" },
  { membershipId: "m2", username: "Ben" },
];

describe("simulationChanges", () => {
  it("names who joined and who left, and who drafts with no picks", () => {
    const drafting = [
      { id: "m1", username: "Ann", selections: [1, 2, 3] },
      { id: "m3", username: "Cy", selections: [] },
    ];
    expect(simulationChanges(simulated, drafting)).toEqual({
      joined: ["Cy"],
      left: ["Ben"],
      withoutPicks: [{ id: "m3", username: "Cy" }],
    });
  });

  it("has nothing to name when only someone's list changed", () => {
    const drafting = [
      { id: "m1", username: "Ann", selections: [4, 5, 6] },
      { id: "m2", username: "Ben", selections: [1, 2, 3] },
    ];
    expect(simulationChanges(simulated, drafting)).toEqual({ joined: [], left: [], withoutPicks: [] });
  });
});
