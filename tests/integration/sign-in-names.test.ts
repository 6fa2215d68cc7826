/** The name a person types at sign-in is their display name: the league they create shows it, and mails greet them by it. */
import { describe, expect, it } from "vitest";
import { eventually } from "../support/eventually";
import { mailsTo } from "../support/mailbox";
import { signedIn } from "../support/people";
import { contract } from "../../shared/contract/routes";

describe("the name typed at sign-in", () => {
  it("names the creator of a league, not the e-mail's local part", async () => {
    const alex = await signedIn("Alex Admin", `admin.${process.pid}.${Date.now()}@example.com`);
    const created = await alex.call(contract.leagues.create, { body: { name: "Named League" } });
    expect(created.status).toBe(200);
    expect(created.body.leagueUser.username).toBe("Alex Admin");
    expect((await alex.call(contract.auth.currentUser)).body.username).toBe("Alex Admin");
  });

  it("greets a member by it in the mails they get", async () => {
    const admin = await signedIn("Greeting Admin", `greeter.${process.pid}.${Date.now()}@example.com`);
    const league = (await admin.call(contract.leagues.create, { body: { name: "Greetings" } })).body;
    const sam = await signedIn("Sam Member", `sam.member.${process.pid}.${Date.now()}@example.com`);
    expect((await sam.call(contract.leagues.joinByCode, { params: { id: league.code }, body: {} })).status).toBe(200);
    const channels = { league_update: { bell: true, email: true, push: false } };
    const quietHours = { enabled: false, start: "22:00", end: "07:00", timeZone: "UTC" };
    expect((await sam.call(contract.notifications.savePreferences, { body: { channels, quietHours } })).status).toBe(200);
    expect((await admin.call(contract.leagues.rename, { params: { id: league.id }, body: { name: "Greetings FC" } })).status).toBe(200);
    const mail = await eventually(async () => {
      const [renamed] = (await mailsTo(sam.email)).filter((m) => m.subject.startsWith("League renamed"));
      expect(renamed).toBeDefined();
      return renamed;
    }, 15_000);
    expect(mail.text).toContain("Hi Sam Member,");
    expect(mail.html).toContain("Hi Sam Member,");
  });
});
