/** The register screen's player search and filters (product.md §5): fields matched, case, order. */
import { describe, expect, it } from "vitest";
import type { Player } from "./feed-types";
import { ALL, filterPlayers, fold, indexPlayers, teamsOf, type PlayerSort } from "./player-filter";

const player = (
  id: number,
  webName: string,
  secondName: string,
  teamName: string,
  position = "MID",
  goalsScored = 0,
  nowCost = 50,
  goalsLastSeason = 0,
): Player => ({
  id,
  webName,
  firstName: "",
  secondName,
  teamName,
  position,
  goalsScored,
  nowCost,
  status: "a",
  news: "",
  goalsLastSeason,
});

const players = [
  player(1, "Salah", "Salah", "Liverpool", "MID"),
  player(2, "Haaland", "Haaland", "Man City", "FWD"),
  player(3, "Ødegaard", "Ødegaard", "Arsenal", "MID"),
  player(4, "B.Fernandes", "Borges Fernandes", "Man Utd", "MID"),
  player(5, "Alisson", "Ramses Becker", "Liverpool", "GKP"),
];
const index = indexPlayers(players);
const names = (search: string, team = ALL, position = ALL) =>
  filterPlayers(index, { search, team, position, sort: "name" }).map((p) => p.webName);

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

  it("sorts by season goals, last season's goals or price, most first, ties by name", () => {
    const scorers = indexPlayers([
      player(1, "Zed", "Zed", "A", "FWD", 5, 60, 1),
      player(2, "Amy", "Amy", "A", "FWD", 5, 90, 20),
      player(3, "Bob", "Bob", "A", "GKP", 0, 45, 0),
      player(4, "Cat", "Cat", "A", "MID", 9, 80, 3),
      player(5, "Dan", "Dan", "A", "MID", 0, 45, 0),
    ]);
    const sorted = (sort: PlayerSort) => filterPlayers(scorers, { search: "", team: ALL, position: ALL, sort }).map((p) => p.webName);
    expect(sorted("goals")).toEqual(["Cat", "Amy", "Zed", "Bob", "Dan"]);
    expect(sorted("lastSeason")).toEqual(["Amy", "Cat", "Zed", "Bob", "Dan"]);
    expect(sorted("price")).toEqual(["Amy", "Cat", "Zed", "Bob", "Dan"]);
    expect(sorted("name")).toEqual(["Amy", "Bob", "Cat", "Dan", "Zed"]);
  });

  it("lists each club once, alphabetically", () => {
    expect(teamsOf(players)).toEqual(["Arsenal", "Liverpool", "Man City", "Man Utd"]);
  });
});
