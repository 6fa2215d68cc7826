/** What the board says about when points count: the league's start and each pick's window. */
import { describe, expect, it } from "vitest";
import type { BoardPick, BoardRow } from "@shared/contract/responses";
import { pickWindowText, scoringStartNote, scoringStartOf } from "./scoring-window";

const pick = (kind: BoardPick["kind"], fromGameweek: number, toGameweek?: number) => ({ kind, fromGameweek, toGameweek }) as BoardPick;
const row = (...picks: BoardPick[]) => ({ picks }) as BoardRow;

describe("scoringStartOf", () => {
  it("is the drafted players' first gameweek, whatever the window's picks start from", () => {
    expect(scoringStartOf([row(pick("draft", 13), pick("extra", 22)), row(pick("draft", 13, 20), pick("replacement", 21))])).toBe(13);
  });
  it("is undefined before the draft gave anyone players", () => {
    expect(scoringStartOf([row(), row()])).toBeUndefined();
    expect(scoringStartOf([])).toBeUndefined();
  });
});

describe("scoringStartNote", () => {
  it("says from which gameweek points count once the league went live after the first", () => {
    expect(scoringStartNote(13)).toBe(
      "Points count from GW 13, the first gameweek after the league went live: goals scored before it don't count.",
    );
  });
  it("says nothing for a league scoring from the season's start, or before its draft", () => {
    expect(scoringStartNote(1)).toBeNull();
    expect(scoringStartNote(undefined)).toBeNull();
  });
});

describe("pickWindowText", () => {
  it("gives an open pick its first gameweek and an ended one both ends", () => {
    expect(pickWindowText(pick("draft", 13))).toBe("counts from GW 13");
    expect(pickWindowText(pick("draft", 13, 20))).toBe("counted GW 13–20");
  });
});
