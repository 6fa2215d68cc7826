/**
 * The draft issue's must-hold journey in a real Chromium against the real local host: members
 * pick (through the API, the picks journey covers the picking screen), the admin simulates on
 * /dashboard (the call answers 202 at once and the page follows the run) and reads the audit
 * log, archives a member with no picks through the Execute dialog (a fresh simulation to
 * review, then confirm), executes; the league is live and every remaining member has 3
 * players. Then the Draft tab's mobile cards at phone width.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { Browserish } from "../support/client";
import { DESKTOP, PHONE, signedInPage, useBrowser } from "../support/browser";
import { contract } from "../../shared/contract/routes";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

async function person(email: string, name: string) {
  const client = new Browserish(baseUrl);
  await client.signIn(email, name);
  return client;
}

const adminPage = (email: string, viewport: typeof DESKTOP, path: string): Promise<Page> =>
  signedInPage(browser, baseUrl, viewport, email, path, "Ann Admin");

const membershipOf = async (client: Browserish, leagueId: string) =>
  ((await client.call(contract.auth.userLeagues)).body as Array<{ id: string; leagueUser: { id: string } }>).find((l) => l.id === leagueId)!
    .leagueUser.id;

describe("draft journey", () => {
  it("simulates, archives the member without picks, executes, and everyone left has 3 players", async () => {
    const stamp = `${Date.now()}`;
    const adminEmail = `ann.${stamp}@example.test`;
    const admin = await person(adminEmail, "Ann Admin");
    const league = (await admin.call(contract.leagues.create, { body: { name: `Draft Night ${stamp.slice(-4)}` } })).body as {
      id: string;
      code: string;
    };
    const players = ((await admin.call(contract.feed.players)).body as Array<{ id: number; status: string }>)
      .filter((p) => p.status === "a")
      .map((p) => p.id);

    const pickers = [admin];
    for (const name of ["ben", "cat"]) {
      const member = await person(`${name}.${stamp}@example.test`, name);
      expect((await member.call(contract.leagues.joinByCode, { params: { id: league.code }, body: {} })).status).toBe(200);
      pickers.push(member);
    }
    const idle = await person(`idle.${stamp}@example.test`, "idle");
    expect((await idle.call(contract.leagues.joinByCode, { params: { id: league.code }, body: {} })).status).toBe(200);
    // Overlapping lists, so the snake has real choices to make.
    for (const [i, client] of pickers.entries()) {
      expect(
        (await client.call(contract.picks.register, { body: { leagueId: league.id, picks: players.slice(i * 4, i * 4 + 15) } })).status,
      ).toBe(200);
    }

    const page = await adminPage(adminEmail, DESKTOP, "/dashboard");
    // Every draft call and status poll the page makes, with its status.
    const draftCalls: Array<{ path: string; call: string; status: number }> = [];
    page.on("requestfinished", async (request) => {
      const path = new URL(request.url()).pathname;
      if (!/^\/api\/(simulate-round-robin|confirm-round-robin|draft\/runs\/)/.test(path)) return;
      const response = await request.response();
      draftCalls.push({
        path,
        call: `${request.method()} ${path.replace(/\/api\/draft\/runs\/.*/, "/api/draft/runs")}`,
        status: response?.status() ?? 0,
      });
    });
    await page.getByRole("heading", { name: "Round Robin Draft" }).waitFor();
    await page.getByRole("button", { name: "Simulate Draft" }).click();
    await page.getByText("Simulation results: 4 participants").waitFor();
    await page.getByText("Draft Simulated", { exact: true }).waitFor();
    expect(draftCalls.find((c) => c.call === "POST /api/simulate-round-robin")?.status).toBe(202);
    expect(draftCalls.filter((c) => c.call === "GET /api/draft/runs").length).toBeGreaterThan(0);
    // The member with no picks makes the draft fail for them: the red warning says so.
    await page.getByText("Draft conflicts detected: do not execute this draft").waitFor();
    await page.getByRole("button", { name: "Draft Audit Log" }).click();
    // The box draws the lines in view: the top first, then the end once scrolled there.
    const log = page.getByRole("log", { name: "Draft Audit Log" });
    await log.getByText("TREBLE DRAFT AUDIT LOG").waitFor();
    await log.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await log
      .getByText(/NO AVAILABLE PLAYERS/)
      .first()
      .waitFor();
    // A small league's log came whole with the simulation: the box asked for no page.
    expect(draftCalls.filter((c) => c.path.endsWith("/audit-log"))).toEqual([]);
    await page.getByRole("cell", { name: /SIM/ }).first().waitFor();

    await page.getByRole("button", { name: "Execute Draft & Go Live" }).click();
    const dialog = page.getByRole("dialog", { name: "Execute Draft & Go Live" });
    await dialog.getByRole("list", { name: "Users without picks" }).getByText("0/15 picks").waitFor();
    // No choice made yet: the catalogue's toast, and nothing happens.
    await dialog.getByRole("button", { name: "Execute Draft & Go Live" }).click();
    await page.getByText("Please choose whether to archive users without picks", { exact: true }).waitFor();
    await dialog.getByLabel("Archive these users").check();
    await dialog.getByRole("button", { name: "Execute Draft & Go Live" }).click();
    // Archiving changed who drafts: a fresh simulation comes back for review first.
    await dialog.getByText("Users without picks were archived").waitFor();
    await dialog.getByText("Sitting out: idle").waitFor();
    expect(await dialog.getByText("Draft conflicts detected").count()).toBe(0);
    await dialog.getByRole("button", { name: "Confirm & Execute" }).click();
    await page.getByText("Final draft execution completed successfully.", { exact: true }).waitFor();
    const confirms = draftCalls.filter((c) => c.call === "POST /api/confirm-round-robin");
    expect(confirms.map((c) => c.status)).toEqual([202, 202]);

    // Live: the switch is on, the draft card is gone, the table is the final one with e-mails.
    await expect.poll(() => page.getByRole("switch", { name: "Live mode" }).getAttribute("aria-checked")).toBe("true");
    expect(await page.getByRole("heading", { name: "Round Robin Draft" }).count()).toBe(0);
    await page.getByText("Final", { exact: true }).waitFor();
    await page.getByText(`ben.${stamp}@example.test`).waitFor();
    await page.getByRole("heading", { name: "Final Draft Execution Log" }).waitFor();
    await page.getByRole("cell", { name: "idle" }).waitFor();

    expect((await admin.call(contract.leagues.seasonStatus, { query: { leagueId: league.id } })).body.isDraftMode).toBe(false);
    for (const client of pickers) {
      const picks = (await client.call(contract.draft.finalPicks, { params: { id: await membershipOf(client, league.id) } }))
        .body as Array<{
        pickNumber: number;
      }>;
      expect(picks.map((p) => p.pickNumber)).toEqual([1, 2, 3]);
    }
    const idleUser = (
      (await admin.call(contract.draft.draftUsers, { params: { leagueId: league.id } })).body as Array<{
        username: string;
        isArchived: boolean;
      }>
    ).find((u) => u.username === "idle");
    expect(idleUser?.isArchived).toBe(true);
    const history = (await admin.call(contract.draft.history, { params: { leagueId: league.id } })).body as Array<{
      executionType: string;
    }>;
    expect(history.filter((h) => h.executionType === "final_execution")).toHaveLength(1);
    await page.context().close();

    // Phone: the Draft tab's mobile cards, in a page no wider than the screen.
    const phone = await adminPage(adminEmail, PHONE, "/enhanced-user-management");
    await phone.getByRole("tab", { name: "Draft" }).waitFor();
    await phone.getByRole("radio", { name: "Mobile" }).waitFor();
    expect(await phone.getByRole("radio", { name: "Mobile" }).getAttribute("aria-checked")).toBe("true");
    await phone.getByRole("region", { name: "Draft state" }).getByText("Draft Completed").waitFor();
    await phone.getByText("League is now live with final picks").waitFor();
    for (const card of ["Draft Status", "Draft Actions", "Management Tools"]) await phone.getByLabel(card).first().waitFor();
    await phone.getByRole("button", { name: /Draft Order/ }).click();
    await phone.getByRole("list", { name: "Draft order" }).getByText("ben").waitFor();
    await phone.keyboard.press("Escape");
    await phone.getByRole("list", { name: "Draft execution history" }).getByText("Final Execution").click();
    await phone.getByRole("tab", { name: "Results" }).click();
    await phone.getByRole("dialog").getByText("cat").waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phone.context().close();
  });
});
