/**
 * Add User for an address with no account: the invitee gets the invitation by e-mail at once;
 * when the league goes live before they sign in, the invitee is told by e-mail and, once signed
 * in, on their own screens; the admins are told who is still waiting (decision 0181).
 */
import { describe, expect, it } from "vitest";
import { executed, simulated } from "../support/draft-runs";
import { eventually } from "../support/eventually";
import { linkAfter, mailsTo } from "../support/mailbox";
import { signedIn } from "../support/people";
import { untilQuiet } from "../support/quiet";
import { contract } from "../../shared/contract/routes";

const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

async function adminWithLeague(name: string) {
  const admin = await signedIn("Alex Admin", unique("alex"));
  const league = (await admin.call(contract.leagues.create, { body: { name } })).body as { id: string; code: string; name: string };
  return { admin, league };
}

describe("an invitation by e-mail", () => {
  it("is mailed to the invitee when the admin adds them, greeting them by the name the admin typed", async () => {
    const { admin, league } = await adminWithLeague("Mailed Invites");
    const email = unique("eve");
    expect((await admin.call(contract.members.add, { body: { name: "Eve Invitee", email, leagueId: league.id } })).body.status).toBe(
      "invited",
    );
    const mail = await eventually(async () => {
      const [invitation] = await mailsTo(email);
      expect(invitation).toBeDefined();
      return invitation;
    }, 15_000);
    expect(mail.subject).toBe("Alex Admin invited you to Mailed Invites");
    expect(mail.text).toContain("Hi Eve Invitee,");
    expect(mail.text).toContain(`Sign in with ${email} to join`);
    const signIn = linkAfter(mail, "Sign in and join Mailed Invites");
    expect(new URL(signIn).pathname).toBe(contract.auth.login.path);
    expect(new URL(signIn).searchParams.get("redirect")).toBe("/register");
    await untilQuiet();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("tells the invitee and the admins when the league goes live first, and the invitee's screens say it", async () => {
    const { admin, league } = await adminWithLeague("Live Without Eve");
    const email = unique("eve");
    expect((await admin.call(contract.members.add, { body: { name: "Eve Late", email, leagueId: league.id } })).body.status).toBe(
      "invited",
    );
    const players = ((await admin.call(contract.feed.players)).body as Array<{ id: number; status: string }>).filter(
      (p) => p.status === "a",
    );
    expect(
      (await admin.call(contract.picks.register, { body: { leagueId: league.id, picks: players.slice(0, 15).map((p) => p.id) } })).status,
    ).toBe(200);
    expect((await simulated(admin, league.id)).status).toBe(200);
    expect((await executed(admin, league.id)).status).toBe(200);
    await untilQuiet();

    const started = (await mailsTo(email)).filter((m) => m.subject === "Live Without Eve started before you signed in");
    expect(started).toHaveLength(1);
    expect(started[0].text).toContain("Hi Eve Late,");
    expect(started[0].text).toContain("you join Live Without Eve when it next opens for picks");

    const bell = (await admin.call(contract.notifications.list)).body as Array<{ title: string; message: string; actionUrl: string }>;
    expect(bell).toContainEqual(
      expect.objectContaining({
        title: "An invitation is still pending",
        message: expect.stringContaining(`Live Without Eve went live before Eve Late (${email}) signed in`),
        actionUrl: "/user-management",
      }),
    );

    const eve = await signedIn("Eve", email);
    expect((await eve.call(contract.auth.userLeagues)).body).toEqual([]);
    expect((await eve.call(contract.auth.userInvitations)).body).toEqual([
      { leagueId: league.id, leagueName: "Live Without Eve", name: "Eve Late", invitedBy: "Alex Admin", invitedAt: expect.any(String) },
    ]);
    // Still pending for the admin, who was told why.
    expect((await admin.call(contract.members.invitations, { params: { id: league.id } })).body).toEqual([
      expect.objectContaining({ email }),
    ]);
  });

  it("lists nothing for someone with no invitation waiting", async () => {
    const nobody = await signedIn("Nobody", unique("nobody"));
    expect((await nobody.call(contract.auth.userInvitations)).body).toEqual([]);
  });
});
