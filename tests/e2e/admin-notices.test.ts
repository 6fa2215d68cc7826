/**
 * What admins and invitees are told, at both widths: the dashboard says at once that a member
 * with no picks joined after the simulation (archive them, re-randomizing will not help) and
 * does not offer Execute; an invitee whose league went live before they signed in reads why on
 * "You're not in a league yet", and the admin's pending list says they wait for the next season.
 * Each screen is checked for layout problems; the shots are kept in ADMIN_NOTICES_SHOTS_DIR
 * when it names a folder.
 */
import { join } from "node:path";
import { tmpdir } from "node:os";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { Browserish } from "../support/client";
import { DESKTOP, PHONE, signedInPage, useBrowser } from "../support/browser";
import { executed, simulated } from "../support/draft-runs";
import { shootAndCheck } from "../support/layout-check";
import { contract } from "../../shared/contract/routes";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const SHOTS = process.env.ADMIN_NOTICES_SHOTS_DIR ?? join(tmpdir(), "admin-notices-shots");
const stamp = `${Date.now()}`;
const viewports = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;

async function person(email: string, name: string) {
  const client = new Browserish(baseUrl);
  await client.signIn(email, name);
  return client;
}

let playerIds: number[] = [];
beforeAll(async () => {
  const probe = await person(`probe.${stamp}@example.test`, "Probe");
  playerIds = ((await probe.call(contract.feed.players)).body as Array<{ id: number; status: string }>)
    .filter((p) => p.status === "a")
    .map((p) => p.id);
});

describe("a simulation overtaken by a member with no picks", () => {
  it("is called out of date on the dashboard, with archiving as the way on, and cannot be executed", async () => {
    const adminEmail = `dana.${stamp}@example.test`;
    const admin = await person(adminEmail, "Dana Admin");
    const league = (await admin.call(contract.leagues.create, { body: { name: "Stale Sunday" } })).body as { id: string; code: string };
    const ben = await person(`ben.${stamp}@example.test`, "Ben Picks");
    expect((await ben.call(contract.leagues.joinByCode, { params: { id: league.code }, body: {} })).status).toBe(200);
    for (const [i, client] of [admin, ben].entries())
      expect(
        (await client.call(contract.picks.register, { body: { leagueId: league.id, picks: playerIds.slice(i * 4, i * 4 + 15) } })).status,
      ).toBe(200);
    expect((await simulated(admin, league.id)).body.ok).toBe(true);
    const late = await person(`larry.${stamp}@example.test`, "Late Larry");
    expect((await late.call(contract.leagues.joinByCode, { params: { id: league.code }, body: {} })).status).toBe(200);

    for (const [label, viewport] of viewports) {
      const page = await signedInPage(browser, baseUrl, viewport, adminEmail, "/dashboard", "Dana Admin");
      const note = page.getByTestId("simulation-out-of-date");
      await note.getByText("Simulation out of date: the league changed since it ran").waitFor();
      await note.getByText("Joined since: Late Larry.").waitFor();
      await note.getByText(/Late Larry has no picks, so no draft order can give them 3 players: re-randomizing will not help\./).waitFor();
      expect(await page.getByText("No archived users: everyone active took part.").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Execute Draft & Go Live" }).isDisabled()).toBe(true);
      await note.scrollIntoViewIfNeeded();
      expect(await shootAndCheck(page, SHOTS, `dashboard-out-of-date-${label}`)).toEqual([]);
      await page.context().close();
    }
  });
});

describe("an invitee whose league went live before they signed in", () => {
  it("reads why on their screens, and the admin's pending list says they wait for the next season", async () => {
    const adminEmail = `alex.${stamp}@example.test`;
    const admin = await person(adminEmail, "Alex Admin");
    const league = (await admin.call(contract.leagues.create, { body: { name: "Went Live Early" } })).body as { id: string };
    const eveEmail = `eve.${stamp}@example.test`;
    expect((await admin.call(contract.members.add, { body: { name: "Eve Late", email: eveEmail, leagueId: league.id } })).body.status).toBe(
      "invited",
    );
    expect((await admin.call(contract.picks.register, { body: { leagueId: league.id, picks: playerIds.slice(0, 15) } })).status).toBe(200);
    expect((await simulated(admin, league.id)).status).toBe(200);
    expect((await executed(admin, league.id)).status).toBe(200);

    for (const [label, viewport] of viewports) {
      const eve = await signedInPage(browser, baseUrl, viewport, eveEmail, "/leaderboard", "Eve");
      await eve.getByRole("heading", { name: "You're not in a league yet" }).waitFor();
      await eve
        .getByTestId("pending-invitations-note")
        .getByText(/Alex Admin invited you to Went Live Early, but it started before you signed in/)
        .waitFor();
      expect(await shootAndCheck(eve, SHOTS, `invitee-live-league-${label}`)).toEqual([]);
      // Home's Join the League card says it too.
      await eve.goto("/home");
      await eve
        .getByTestId("pending-invitations-note")
        .getByText(/You join it as Eve Late when it next opens for picks/)
        .waitFor();
      expect(await shootAndCheck(eve, SHOTS, `invitee-live-league-home-${label}`)).toEqual([]);
      await eve.context().close();

      const page = await signedInPage(browser, baseUrl, viewport, adminEmail, "/user-management", "Alex Admin");
      const card = page.getByTestId("pending-invitations");
      await card.getByText(/The league went live before they signed in/).waitFor();
      await card.getByText(/waiting for the next season/).waitFor();
      await card.scrollIntoViewIfNeeded();
      expect(await shootAndCheck(page, SHOTS, `pending-invitations-live-${label}`)).toEqual([]);
      await page.context().close();
    }
  });
});
