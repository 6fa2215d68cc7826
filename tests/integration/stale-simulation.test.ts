/**
 * A simulation overtaken by the league: the dashboard's read of it says so at once (who joined,
 * who has no picks), not only when Execute fails; and the refusal that follows is an expected
 * answer, not an error in the creator's Errors tab.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { executed, simulated } from "../support/draft-runs";
import { CREATOR_EMAIL } from "../support/global-setup";
import { availablePlayerIds, leagueWith, signedIn } from "../support/people";
import { untilQuiet } from "../support/quiet";
import { contract } from "../../shared/contract/routes";

let playerIds: number[] = [];
beforeAll(async () => {
  playerIds = await availablePlayerIds((await leagueWith()).admin);
});
const fifteen = (offset: number) => playerIds.slice(offset, offset + 15);

async function simulatedLeague() {
  const setup = await leagueWith(2, "Stale Sim");
  for (const [i, client] of [setup.admin, ...setup.members].entries()) {
    expect((await client.call(contract.picks.register, { body: { leagueId: setup.league.id, picks: fifteen(i * 4) } })).status).toBe(200);
  }
  const sim = await simulated(setup.admin, setup.league.id);
  expect(sim.body.ok).toBe(true);
  return setup;
}

describe("a simulation made stale", () => {
  it("is current while nothing changed", async () => {
    const { admin, league } = await simulatedLeague();
    const current = (await admin.call(contract.draft.currentSimulation, { params: { leagueId: league.id } })).body;
    expect(current.outOfDate).toBeUndefined();
  });

  it("names a member who joined since, with no picks, so the admin can archive them", async () => {
    const { admin, league } = await simulatedLeague();
    const late = await signedIn("Late Larry", `larry.${process.pid}.${Date.now()}@example.com`);
    expect((await late.call(contract.leagues.joinByCode, { params: { id: league.code }, body: {} })).status).toBe(200);
    const current = (await admin.call(contract.draft.currentSimulation, { params: { leagueId: league.id } })).body;
    expect(current.outOfDate).toEqual({
      joined: ["Late Larry"],
      left: [],
      withoutPicks: [{ id: expect.any(String), username: "Late Larry" }],
    });
  });

  it("says the picks changed when a member saved a new list", async () => {
    const { admin, league, members } = await simulatedLeague();
    expect(
      (await members[0].call(contract.picks.saveTempPicks, { params: { leagueId: league.id }, body: { picks: fifteen(40) } })).status,
    ).toBe(200);
    const current = (await admin.call(contract.draft.currentSimulation, { params: { leagueId: league.id } })).body;
    expect(current.outOfDate).toEqual({ joined: [], left: [], withoutPicks: [] });
  });

  it("is refused at Execute as out of date, and the refusal is no error in the creator's Errors tab", async () => {
    const { admin, league, members } = await simulatedLeague();
    const since = Date.now();
    expect(
      (await members[0].call(contract.picks.saveTempPicks, { params: { leagueId: league.id }, body: { picks: fifteen(40) } })).status,
    ).toBe(200);
    const refused = await executed(admin, league.id);
    expect(refused).toMatchObject({ status: 409, body: { code: "SIMULATION_STALE", error: "Simulation out of date" } });
    await untilQuiet();
    const creator = await signedIn("creator", CREATOR_EMAIL);
    const errors = (await creator.call(contract.creator.errors, { query: { from: since, limit: "200" } })).body.entries as Array<{
      type: string;
      message: string;
    }>;
    expect(errors.filter((e) => e.type === "SimulationStale" || e.message.includes("changed since the simulation"))).toEqual([]);
  });
});
