/** Domain events reach the activity log through the (local) EventBridge bus; who may read it. */
import { describe, expect, it } from "vitest";
import { CREATOR_EMAIL } from "../support/global-setup";
import { eventually } from "../support/eventually";
import { anonymous, leagueWith, signedIn } from "../support/people";
import { contract } from "../../shared/contract/routes";

describe("activity log", () => {
  it("records who did what, when and from where, newest first", async () => {
    const { admin, league, members } = await leagueWith(1, "Chronicle");
    await admin.call(contract.leagues.rename, { params: { id: league.id }, body: { name: "Chronicle FC" } });
    const entries = await eventually(async () => {
      const res = await admin.call(contract.activity.list, { query: { leagueId: league.id } });
      expect(res.body.map((e: { actionType: string }) => e.actionType)).toEqual(["LEAGUE_RENAMED", "MEMBER_JOINED", "LEAGUE_CREATED"]);
      return res.body;
    });
    const memberName = (await members[0].call(contract.auth.userLeagues)).body[0].leagueUser.username;
    expect(entries[1]).toMatchObject({
      username: memberName,
      category: "user_action",
      severity: "info",
      actionDetails: `${memberName} joined the league`,
    });
    expect(entries[0]).toMatchObject({ category: "admin_action", metadata: { from: "Chronicle", to: "Chronicle FC" } });
    expect(entries[0].ipAddress).toBeTruthy();
    expect(entries[0].userAgent).toBeDefined();
    expect(Date.parse(entries[0].timestamp)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("filters by search, severity and category", async () => {
    const { admin, league } = await leagueWith(1, "Filters");
    await eventually(async () =>
      expect((await admin.call(contract.activity.list, { query: { leagueId: league.id } })).body).toHaveLength(2),
    );
    const joined = await admin.call(contract.activity.list, { query: { leagueId: league.id, search: "JOINED" } });
    expect(joined.body).toHaveLength(1);
    expect(
      (await admin.call(contract.activity.list, { query: { leagueId: league.id, category: "admin_action" } })).body[0].actionType,
    ).toBe("LEAGUE_CREATED");
    expect((await admin.call(contract.activity.list, { query: { leagueId: league.id, severity: "critical" } })).body).toEqual([]);
    expect((await admin.call(contract.activity.list, { query: { leagueId: league.id, severity: "loud" } })).status).toBe(400);
  });

  it("is for the league's admins, and all leagues' for the creator only", async () => {
    const { league, members } = await leagueWith(1);
    expect((await members[0].call(contract.activity.list, { query: { leagueId: league.id } })).status).toBe(403);
    expect((await anonymous().call(contract.activity.list, { query: { leagueId: league.id } })).status).toBe(401);
    expect((await members[0].call(contract.activity.list)).body).toEqual({ message: "Creator access required", code: "CREATOR_REQUIRED" });
    const creator = await signedIn("creator", CREATOR_EMAIL);
    await eventually(async () => {
      const all = await creator.call(contract.activity.list);
      expect(all.status).toBe(200);
      expect(all.body.some((e: { leagueId: string }) => e.leagueId === league.id)).toBe(true);
    });
  });
});
