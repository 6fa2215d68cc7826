/** Picks revisions tried as an attacker would: a save far ahead of the clock is refused, and a list frozen before the bound heals. */
import { beforeAll, describe, expect, it } from "vitest";
import { leagueWith, signedIn } from "../support/people";
import { dataLayer } from "../support/store";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

describe("picks revisions are bounded", () => {
  let playerIds: number[] = [];
  beforeAll(async () => {
    playerIds = ((await (await signedIn("revision-players")).call(contract.feed.players)).body as Array<{ id: number; status: string }>)
      .filter((p) => p.status !== "u")
      .map((p) => p.id);
  });

  it("refuses a save far ahead of the clock, so the list can never be frozen", async () => {
    const { admin, league } = await leagueWith();
    const path = pathOf(contract.picks.getTempPicks, { params: { leagueId: league.id } });
    const frozen = await admin.post(path, { picks: playerIds.slice(0, 3), revision: 9007199254740991 });
    expect(frozen.status).toBe(400);
    expect(frozen.body).toMatchObject({ code: "REVISION_AHEAD" });
    expect((await admin.get(path)).body).toEqual([]);
    const normal = await admin.post(path, { picks: playerIds.slice(0, 2), revision: Date.now() });
    expect(normal.body).toMatchObject({ saved: true });
  });

  it("heals a list frozen before the bound, and copying reports what it really did", async () => {
    const { admin, league } = await leagueWith();
    const other = (await admin.call(contract.leagues.create, { body: { name: "Other" } })).body as { id: string };
    await dataLayer();
    const store = await import("../../functions/data/stores/selections-store");
    await store.saveSelection({
      leagueId: other.id,
      userId: (await admin.call(contract.auth.currentUser)).body.id,
      playerIds: playerIds.slice(5, 7),
      revision: 9007199254740991,
    });
    await admin.call(contract.picks.saveTempPicks, {
      params: { leagueId: league.id },
      body: { picks: playerIds.slice(0, 4), revision: Date.now() },
    });
    const copied = await admin.call(contract.picks.copySelections, { params: { id: league.id }, body: { targetLeagueIds: [other.id] } });
    expect(copied.body).toMatchObject({ copied: [{ leagueId: other.id }], count: 4 });
    expect(
      ((await admin.call(contract.picks.getTempPicks, { params: { leagueId: other.id } })).body as Array<{ fplPlayerId: number }>).map(
        (p) => p.fplPlayerId,
      ),
    ).toEqual(playerIds.slice(0, 4));
    expect(
      (
        await admin.call(contract.picks.saveTempPicks, {
          params: { leagueId: other.id },
          body: { picks: playerIds.slice(0, 1), revision: Date.now() + 1000 },
        })
      ).body,
    ).toMatchObject({ saved: true });
  });
});
