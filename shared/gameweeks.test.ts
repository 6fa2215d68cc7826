/** Which gameweek is "this week": the current one, else the next, else none. */
import { describe, expect, it } from "vitest";
import { currentGameweek } from "./gameweeks";

const gw = (id: number, isCurrent = false, isNext = false) => ({ id, isCurrent, isNext });

describe("currentGameweek", () => {
  it("is the feed's current gameweek when there is one, whatever comes next", () => {
    expect(currentGameweek([gw(11), gw(12, true), gw(13, false, true)])?.id).toBe(12);
  });
  it("is the next gameweek before the season's first deadline", () => {
    expect(currentGameweek([gw(1, false, true), gw(2)])?.id).toBe(1);
  });
  it("is nothing when the feed flags no gameweek", () => {
    expect(currentGameweek([gw(1), gw(2)])).toBeUndefined();
    expect(currentGameweek([])).toBeUndefined();
  });
});
