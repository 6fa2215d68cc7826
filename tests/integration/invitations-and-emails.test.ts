/** Invitations and members' e-mails tried as an attacker would: a pending invitation honours the league's mode, a missing one is a 404, and e-mails are for admins only. */
import { describe, expect, it } from "vitest";
import { leagueWith, signedIn, signInAgain } from "../support/people";
import { dataLayer } from "../support/store";
import { contract } from "../../shared/contract/routes";

describe("a pending invitation honours the league's mode", () => {
  it("keeps the invitation pending while the league is live, tells the invitee, and admits them when it reopens", async () => {
    const { admin, league } = await leagueWith();
    const email = `invited.${Date.now()}@example.com`;
    expect((await admin.call(contract.members.add, { body: { name: "Late Larry", email, leagueId: league.id } })).body).toMatchObject({
      status: "invited",
    });
    const store = await dataLayer();
    await store.setDraftMode(league.id, false);

    const invitee = await signedIn("invitee", email);
    expect((await invitee.call(contract.auth.userLeagues)).body).toEqual([]);
    expect((await admin.call(contract.members.invitations, { params: { id: league.id } })).body).toEqual([
      expect.objectContaining({ email }),
    ]);
    const bell = (await invitee.call(contract.notifications.list)).body as Array<{ title: string; message: string }>;
    expect(bell.filter((n) => n.title.includes("already started"))).toHaveLength(1);
    // Signing in again does not repeat the notice.
    await signInAgain(invitee);
    expect(
      ((await invitee.call(contract.notifications.list)).body as Array<{ title: string }>).filter((n) =>
        n.title.includes("already started"),
      ),
    ).toHaveLength(1);

    await store.setDraftMode(league.id, true);
    await signInAgain(invitee);
    expect((await invitee.call(contract.auth.userLeagues)).body).toEqual([expect.objectContaining({ id: league.id, isDraftMode: true })]);
    expect((await admin.call(contract.members.invitations, { params: { id: league.id } })).body).toEqual([]);
  });
});

describe("invitations and e-mails", () => {
  it("answers 404 when withdrawing an invitation that does not exist", async () => {
    const { admin, league } = await leagueWith();
    const res = await admin.call(contract.members.withdraw, { params: { id: league.id, email: "nobody@example.com" } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: "Invitation not found" });
  });

  it("shows members' e-mails to admins only", async () => {
    const { admin, league, members } = await leagueWith(1);
    const asMember = (await members[0].call(contract.leagues.members, { params: { id: league.id } })).body as Array<
      Record<string, unknown>
    >;
    expect(asMember).toHaveLength(2);
    for (const row of asMember) expect(row).not.toHaveProperty("email");
    const asAdmin = (await admin.call(contract.leagues.members, { params: { id: league.id } })).body as Array<Record<string, unknown>>;
    expect(asAdmin.map((r) => r.email).sort()).toEqual([admin.email, members[0].email].map((e) => e.toLowerCase()).sort());
  });
});
