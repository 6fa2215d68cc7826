// Covers the raw roster query: the same key condition ElectroDB's Service builds for the `roster` collection, and items routed by entity marker.
import { Service } from "electrodb";
import { describe, expect, it } from "vitest";
import { League } from "../entities/league";
import { LeaguePicksPart } from "../entities/league-picks-part";
import { Membership } from "../entities/membership";
import { Selection } from "../entities/selection";
import { WindowPick } from "../entities/window-pick";
import { parseRoster, rosterQuery } from "./roster";

/** Every entity whose primary index is in the `roster` collection, as the Service this read replaced named them. */
const treble = new Service({
  league: League,
  membership: Membership,
  selection: Selection,
  windowPick: WindowPick,
  leaguePicks: LeaguePicksPart,
});

describe("rosterQuery", () => {
  it("asks for what the Service's collection query asks for", () => {
    const service = treble.collections.roster({ leagueId: "L-1" }).params<Record<string, Record<string, string> | string>>();
    const raw = rosterQuery("L-1");
    expect(raw.KeyConditionExpression).toBe(service.KeyConditionExpression);
    const names = service.ExpressionAttributeNames as Record<string, string>;
    const values = service.ExpressionAttributeValues as Record<string, string>;
    for (const name of ["#pk", "#sk1"]) expect(raw.ExpressionAttributeNames).toHaveProperty(name, names[name]);
    for (const value of [":pk", ":sk1"]) expect(raw.ExpressionAttributeValues).toHaveProperty(value, values[value]);
  });

  it("covers every entity in the collection: each one's keys start with the prefix the query asks for", () => {
    const { ":pk": pk, ":sk1": prefix } = rosterQuery("L-1").ExpressionAttributeValues;
    const keys = [
      League.get({ leagueId: "L-1" }).params().Key,
      Membership.get({ leagueId: "L-1", userId: "u" }).params().Key,
      Selection.get({ leagueId: "L-1", userId: "u" }).params().Key,
      WindowPick.get({ leagueId: "L-1", seasonName: "2025/26", userId: "u" }).params().Key,
      LeaguePicksPart.get({ leagueId: "L-1", runId: "r", index: 0 }).params().Key,
    ];
    for (const key of keys) {
      expect(key.pk).toBe(pk);
      expect(String(key.sk).startsWith(prefix)).toBe(true);
    }
  });
});

describe("parseRoster", () => {
  const now = "2026-11-24T00:00:00.000Z";
  const league = League.create({
    leagueId: "L-1",
    name: "Expat Dads",
    code: "ABC123",
    seasonName: "2025/26",
    createdBy: "u1",
    createdAt: now,
    updatedAt: now,
  }).params().Item;
  const member = Membership.create({
    membershipId: "m1",
    leagueId: "L-1",
    userId: "u1",
    username: "Ann",
    email: "ann@example.com",
    joinedAt: now,
  }).params().Item;
  const selection = Selection.create({ leagueId: "L-1", userId: "u1", playerIds: [3, 1, 2], revision: 1, updatedAt: now }).params().Item;
  const chunk = LeaguePicksPart.create({ leagueId: "L-1", runId: "r", index: 0, parts: 1, text: "x" }).params().Item;

  it("routes each item to its entity's parse by name and version, and drops what it does not hold", () => {
    const olderMember = { ...member, userId: "u2", __edb_v__: "0" };
    const roster = parseRoster([league, chunk, member, olderMember, selection, { pk: league.pk, sk: "$roster#stray" }]);
    expect(roster).toEqual({
      league: expect.objectContaining({ leagueId: "L-1", name: "Expat Dads", isDraftMode: true }),
      members: [expect.objectContaining({ userId: "u1", username: "Ann" })],
      selections: [{ leagueId: "L-1", userId: "u1", playerIds: [3, 1, 2], revision: 1, updatedAt: now }],
      windowPicks: [],
    });
    expect(roster.members[0]).not.toHaveProperty("pk");
  });

  it("answers no league when the partition holds none", () => {
    expect(parseRoster([member]).league).toBeUndefined();
  });
});
