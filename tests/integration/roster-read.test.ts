// Covers the league roster read without ElectroDB's Service: on real leagues in the local store it answers what the Service's collection query answers, across pages.
import { randomBytes } from "node:crypto";
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { Service } from "electrodb";
import { beforeAll, describe, expect, it } from "vitest";
import { leagueWith } from "../support/people";
import { seedMembers } from "../support/seed-members";
import { dataLayer } from "../support/store";
import { contract } from "../../shared/contract/routes";

let store: Awaited<ReturnType<typeof dataLayer>>;
let entities: Awaited<ReturnType<typeof loadEntities>>;

async function loadEntities() {
  const [{ League }, { Membership }, { Selection }, { WindowPick }, { LeaguePicksPart }, { putAll }, client, { rosterQuery }] =
    await Promise.all([
      import("../../functions/data/entities/league"),
      import("../../functions/data/entities/membership"),
      import("../../functions/data/entities/selection"),
      import("../../functions/data/entities/window-pick"),
      import("../../functions/data/entities/league-picks-part"),
      import("../../functions/data/table/put-all"),
      import("../../functions/data/table/client"),
      import("../../functions/data/read-models/roster"),
    ]);
  return { League, Membership, Selection, WindowPick, LeaguePicksPart, putAll, client, rosterQuery };
}

/** The read getRoster replaced: the `roster` collection of a Service naming every entity in it. */
async function serviceRoster(leagueId: string) {
  const { League, Membership, Selection, WindowPick, LeaguePicksPart } = entities;
  const service = new Service({
    league: League,
    membership: Membership,
    selection: Selection,
    windowPick: WindowPick,
    leaguePicks: LeaguePicksPart,
  });
  const { data } = await service.collections.roster({ leagueId }).go({ pages: "all" });
  return { league: data.league[0], members: data.membership, selections: data.selection, windowPicks: data.windowPick };
}

beforeAll(async () => {
  store = await dataLayer();
  entities = await loadEntities();
});

describe("getRoster", () => {
  it("answers what the Service answers for a league built through the API", async () => {
    const { admin, league, members } = await leagueWith(2, "Roster Read");
    const players = ((await admin.call(contract.feed.players)).body as Array<{ id: number; status: string }>)
      .filter((p) => p.status !== "u")
      .map((p) => p.id);
    expect(
      (await admin.call(contract.picks.saveTempPicks, { params: { leagueId: league.id }, body: { picks: players.slice(0, 5) } })).status,
    ).toBe(200);
    expect(
      (await members[0].call(contract.picks.saveTempPicks, { params: { leagueId: league.id }, body: { picks: players.slice(5, 8) } }))
        .status,
    ).toBe(200);
    expect((await admin.call(contract.leagues.rename, { params: { id: league.id }, body: { name: "Roster Read, renamed" } })).status).toBe(
      200,
    );
    const ours = await store.getRoster(league.id);
    expect(ours.league?.name).toBe("Roster Read, renamed");
    expect(ours.members).toHaveLength(3);
    expect(ours.selections).toHaveLength(2);
    expect(ours).toEqual(await serviceRoster(league.id));
  });

  it("answers what the Service answers for a league whose collection takes more than one page", async () => {
    const { League, WindowPick, LeaguePicksPart, putAll, client, rosterQuery } = entities;
    const { league } = await leagueWith(1, "Roster Pages");
    const seeded = await seedMembers(league.id, 60, (i) => [i + 1, i + 2, i + 3]);
    await store.setArchived(league.id, seeded[0], { reason: "left" });
    await League.patch({ leagueId: league.id }).set({ draftSeed: "seed-1", currentRunId: "run-1", scoringStartGameweek: 3 }).go();
    await putAll(
      WindowPick,
      seeded.slice(0, 10).map((userId, i) => ({
        leagueId: league.id,
        seasonName: "2025/26",
        userId,
        playerIds: [i + 4],
        revision: 1,
        updatedAt: "2026-01-02T00:00:00.000Z",
      })),
    );
    // Picks chunks sort between the league and its members: four near the item limit end the first 1 MB page among them.
    await putAll(
      LeaguePicksPart,
      [0, 1, 2, 3].map((index) => ({ leagueId: league.id, runId: "run-1", index, parts: 4, text: randomBytes(150_000).toString("hex") })),
    );
    const firstPage = await client.documentClient.send(new QueryCommand({ TableName: client.tableName(), ...rosterQuery(league.id) }));
    expect(firstPage.LastEvaluatedKey).toBeDefined();

    const ours = await store.getRoster(league.id);
    expect(ours.members).toHaveLength(62);
    expect(ours.selections).toHaveLength(60);
    expect(ours.windowPicks).toHaveLength(10);
    expect(ours.members.find((m) => m.userId === seeded[0])).toMatchObject({ isArchived: true, archivedReason: "left" });
    expect(ours).toEqual(await serviceRoster(league.id));
    await store.deleteLeague(ours.league as NonNullable<typeof ours.league>);
  });
});
