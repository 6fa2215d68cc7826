import { describe, expect, it } from "vitest";
import { ownMomentText } from "./own-moment-text";

describe("the own goal moment's line", () => {
  it("says who scored for you and your place, joint when shared", () => {
    expect(ownMomentText(["Thiago"], [], "1st")).toBe("Goal! Thiago scored for you: you're 1st.");
    expect(ownMomentText(["Thiago", "Foden"], [], "joint 1st")).toBe("Goal! Thiago and Foden scored for you: you're joint 1st.");
  });

  it("says whose goal was taken back", () => {
    expect(ownMomentText([], ["Foden"], "joint 2nd")).toBe("Taken back: Foden's goal for you: you're joint 2nd.");
  });
});
