/** User management: add (invite) users, remove them, transfer between leagues; who may do each. */
import { describe, expect, it } from "vitest";
import { CREATOR_EMAIL } from "../support/global-setup";
import { anonymous, leagueWith, signedIn } from "../support/people";
import { dataLayer } from "../support/store";
import { contract } from "../../shared/contract/routes";
import { badInput } from "../support/api";

const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

describe("adding users", () => {
  it("invites a new e-mail, who becomes a member on first sign-in under the given name", async () => {
    const { admin, league } = await leagueWith();
    const email = unique("invitee");
    const res = await admin.call(contract.members.add, {
      body: { name: "Dana Invite", email: ` ${email.toUpperCase()} `, leagueId: league.id },
    });
    expect(res.body).toEqual({ status: "invited", name: "Dana Invite", email });
    expect((await admin.call(contract.members.invitations, { params: { id: league.id } })).body).toEqual([
      expect.objectContaining({ email, name: "Dana Invite" }),
    ]);
    const dana = await signedIn("dana", email);
    expect((await dana.call(contract.auth.userLeagues)).body).toEqual([
      expect.objectContaining({ id: league.id, leagueUser: expect.objectContaining({ username: "Dana Invite" }) }),
    ]);
    expect((await admin.call(contract.members.invitations, { params: { id: league.id } })).body).toEqual([]);
  });

  it("adds someone who already has an account straight away, once", async () => {
    const { admin, league } = await leagueWith();
    const erin = await signedIn("erin");
    expect((await admin.call(contract.members.add, { body: { name: "Erin", email: erin.email, leagueId: league.id } })).body.status).toBe(
      "added",
    );
    expect((await erin.call(contract.auth.userLeagues)).body[0].id).toBe(league.id);
    expect((await admin.call(contract.members.add, { body: { name: "Erin", email: erin.email, leagueId: league.id } })).status).toBe(409);
  });

  it("refuses empty fields and bad e-mails with the spec's message, and non-admins", async () => {
    const { admin, league, members } = await leagueWith(1);
    expect((await admin.call(contract.members.add, { body: { name: " ", email: unique("x"), leagueId: league.id } })).body.message).toBe(
      "Please fill in all fields",
    );
    expect((await admin.call(contract.members.add, { body: { name: "X", email: "", leagueId: league.id } })).body.message).toBe(
      "Please fill in all fields",
    );
    expect((await admin.call(contract.members.add, { body: { name: "X", email: "not-an-email", leagueId: league.id } })).body.message).toBe(
      "Please enter a valid e-mail address",
    );
    expect((await members[0].call(contract.members.add, { body: { name: "X", email: unique("x"), leagueId: league.id } })).status).toBe(
      403,
    );
    expect((await anonymous().call(contract.members.add, { body: { name: "X", email: unique("x"), leagueId: league.id } })).status).toBe(
      401,
    );
    expect((await admin.call(contract.members.invitations, { params: { id: league.id } })).body).toEqual([]);
  });
});

describe("removing users", () => {
  it("lets an admin remove a member (and their picks), never the league's creator", async () => {
    const { admin, league, members } = await leagueWith(2);
    const users = (await admin.call(contract.leagues.members, { params: { id: league.id } })).body as Array<{
      id: string;
      userId: string;
      isAdmin: boolean;
    }>;
    const victim = users.find((u) => !u.isAdmin)!;
    const creatorRow = users.find((u) => u.isAdmin)!;
    expect((await members[0].call(contract.members.remove, { params: { id: victim.id } })).status).toBe(403);
    expect((await admin.call(contract.members.remove, { params: { id: creatorRow.id } })).status).toBe(403);
    expect((await admin.call(contract.members.remove, { params: { id: victim.id } })).status).toBe(200);
    expect((await admin.call(contract.leagues.members, { params: { id: league.id } })).body).toHaveLength(2);
    expect((await admin.call(contract.members.remove, { params: { id: "nobody" } })).status).toBe(404);
    const store = await dataLayer();
    expect(await store.getMembership(league.id, victim.userId)).toBeUndefined();
  });
});

describe("transferring users", () => {
  it("is the site creator's: moves a member and their picks between draft leagues", async () => {
    const creator = await signedIn("creator", CREATOR_EMAIL);
    const from = await leagueWith(1, "From");
    const to = await leagueWith(0, "To");
    const players = (await creator.call(contract.feed.players)).body
      .filter((p: { status: string }) => p.status !== "u")
      .map((p: { id: number }) => p.id);
    await from.members[0].call(contract.picks.saveTempPicks, {
      params: { leagueId: from.league.id },
      body: { picks: players.slice(0, 5) },
    });
    const row = (await from.admin.call(contract.leagues.members, { params: { id: from.league.id } })).body.find(
      (u: { isAdmin: boolean }) => !u.isAdmin,
    );

    expect(
      (await from.admin.call(contract.members.transfer, { params: { id: row.id }, body: { targetLeagueId: to.league.id } })).body.message,
    ).toBe("Creator access required");
    expect((await creator.call(contract.members.transfer, { params: { id: row.id }, body: badInput({}) })).body.message).toBe(
      "League required: Please select a target league.",
    );
    expect(
      (await creator.call(contract.members.transfer, { params: { id: row.id }, body: { targetLeagueId: from.league.id } })).status,
    ).toBe(400);

    const moved = await creator.call(contract.members.transfer, { params: { id: row.id }, body: { targetLeagueId: to.league.id } });
    expect(moved.status).toBe(200);
    const leagues = (await from.members[0].call(contract.auth.userLeagues)).body.map((l: { id: string }) => l.id);
    expect(leagues).toEqual([to.league.id]);
    expect(
      (await from.members[0].call(contract.picks.getTempPicks, { params: { leagueId: to.league.id } })).body.map(
        (p: { fplPlayerId: number }) => p.fplPlayerId,
      ),
    ).toEqual(players.slice(0, 5));
  });

  it("needs both leagues in draft mode", async () => {
    const creator = await signedIn("creator", CREATOR_EMAIL);
    const from = await leagueWith(1);
    const to = await leagueWith(0);
    await (await dataLayer()).setDraftMode(to.league.id, false);
    const row = (await from.admin.call(contract.leagues.members, { params: { id: from.league.id } })).body.find(
      (u: { isAdmin: boolean }) => !u.isAdmin,
    );
    expect((await creator.call(contract.members.transfer, { params: { id: row.id }, body: { targetLeagueId: to.league.id } })).status).toBe(
      409,
    );
    expect((await from.admin.call(contract.leagues.members, { params: { id: from.league.id } })).body).toHaveLength(2);
  });
});
