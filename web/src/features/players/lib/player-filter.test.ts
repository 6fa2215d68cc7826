/** The register screen's player search and filters (spec §5): fields matched, case, order. */
import { describe, expect, it } from "vitest";
import type { Player } from "@shared/feed-types";
import { ALL, filterPlayers, fold, indexPlayers, teamsOf } from "./player-filter";

const player = (id: number, webName: string, secondName: string, teamName: string, position = "MID"): Player => ({
  id, webName, firstName: "", secondName, teamName, position, goalsScored: 0, nowCost: 50, status: "a", goalsLastSeason: 0,
});

const players = [
  player(1, "Salah", "Salah", "Liverpool", "MID"),
  player(2, "Haaland", "Haaland", "Man City", "FWD"),
  player(3, "Ødegaard", "Ødegaard", "Arsenal", "MID"),
  player(4, "B.Fernandes", "Borges Fernandes", "Man Utd", "MID"),
  player(5, "Alisson", "Ramses Becker", "Liverpool", "GKP"),
];
const index = indexPlayers(players);
const names = (search: string, team = ALL, position = ALL) => filterPlayers(index, { search, team, position }).map((p) => p.webName);

describe("player filter", () => {
  it("lists everyone sorted by webName when nothing is typed", () => {
    expect(names("")).toEqual(["Alisson", "B.Fernandes", "Haaland", "Ødegaard", "Salah"]);
  });

  it("matches webName, secondName and teamName, ignoring case and surrounding spaces", () => {
    expect(names("HAALAND")).toEqual(["Haaland"]);
    expect(names("borges")).toEqual(["B.Fernandes"]);
    expect(names(" liverpool ")).toEqual(["Alisson", "Salah"]);
    expect(names("man")).toEqual(["B.Fernandes", "Haaland"]);
  });

  it("does not match the first name (the spec names three fields)", () => {
    expect(names("mohamed")).toEqual([]);
  });

  it("ignores accents both ways", () => {
    expect(names("odegaard")).toEqual(["Ødegaard"]);
    expect(fold("Muñoz")).toBe("munoz");
  });

  it("combines the club and position filters with the search", () => {
    expect(names("", "Liverpool")).toEqual(["Alisson", "Salah"]);
    expect(names("", "Liverpool", "GKP")).toEqual(["Alisson"]);
    expect(names("sal", "Liverpool", "GKP")).toEqual([]);
    expect(names("", ALL, "MID")).toEqual(["B.Fernandes", "Ødegaard", "Salah"]);
  });

  it("lists each club once, alphabetically", () => {
    expect(teamsOf(players)).toEqual(["Arsenal", "Liverpool", "Man City", "Man Utd"]);
  });
});
