/** The transfer dialog's league list: never the current league, draft-mode leagues first. */
import { expect, it } from "vitest";
import { transferTargets } from "./transfer-targets";

it("leaves out the current league and puts draft-mode leagues first", () => {
  const leagues = [
    { id: "a", name: "Zebras", isDraftMode: true },
    { id: "b", name: "Alphas", isDraftMode: false },
    { id: "c", name: "Current", isDraftMode: true },
    { id: "d", name: "Bees", isDraftMode: true },
  ];
  expect(transferTargets(leagues, "c").map((l) => l.id)).toEqual(["d", "a", "b"]);
});
