/**
 * The foundation issue's must-hold journey, in a real Chromium against the real local host:
 * A signs in and creates a league, copies the invite link; B opens it signed out, signs in,
 * joins through the join page; both see the league in the selector; A renames it. Run at
 * desktop and at phone width.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, completeSignIn, newVisitor, useBrowser } from "../support/browser";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

/** The selector lives in the header at every width; its menu lists every league. */
async function selectorLists(page: Page, leagueName: string) {
  await page.getByTestId("league-selector").click();
  const item = page.getByRole("menuitem").filter({ hasText: leagueName });
  await item.waitFor();
  await page.keyboard.press("Escape");
}

for (const [label, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  describe(`invite journey (${label})`, () => {
    it("creates, invites, joins and renames", async () => {
      const stamp = `${label}${Date.now()}`;
      const leagueName = `Sunday Legends ${stamp.slice(-5)}`;

      // A: sign in from the landing page, create a league, copy the invite link.
      const contextA = await newVisitor(browser, baseUrl, viewport);
      const a = await contextA.newPage();
      await a.goto("/");
      await a.getByRole("link", { name: "Log in" }).click();
      await completeSignIn(a, baseUrl, `alice.${stamp}@example.test`, "Alice");
      await a.getByText("You're not in a league yet").waitFor();
      await a.getByRole("button", { name: "Create League" }).click();
      await a.getByRole("textbox", { name: "League name" }).fill(leagueName);
      await a.getByRole("dialog").getByRole("button", { name: "Create League" }).click();
      await expect.poll(() => a.getByTestId("league-title").textContent()).toBe(leagueName);
      const code = (await a.getByTestId("created-league-code").textContent())!.trim();
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      await a.getByRole("button", { name: "Copy Invite Link" }).click();
      await a.getByRole("button", { name: "Copied!" }).waitFor();
      const link = await a.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(`${baseUrl}/?code=${code}`);

      // B: opens the link signed out, sees the invitation, signs in and joins.
      const contextB = await newVisitor(browser, baseUrl, viewport);
      const b = await contextB.newPage();
      await b.goto(link);
      await b.getByText("League Found!", { exact: true }).waitFor();
      await b
        .getByRole("link", { name: `Join ${leagueName}` })
        .first()
        .click();
      await completeSignIn(b, baseUrl, `bob.${stamp}@example.test`, "Bob");
      await b.waitForURL((url) => url.pathname === "/join-league");
      await b.getByTestId("found-league-name").filter({ hasText: leagueName }).waitFor();
      await b.getByRole("button", { name: `Join ${leagueName}` }).click();
      await b.getByText("Successfully Joined!", { exact: true }).waitFor();
      // A new member goes straight to picking players, then finds the league on the leaderboard.
      await b.waitForURL((url) => url.pathname === "/register");
      await b.getByTestId("selection-counter").waitFor();
      await b.goto("/leaderboard");
      await expect.poll(() => b.getByTestId("league-title").textContent()).toBe(leagueName);
      await selectorLists(b, leagueName);
      // The creator goes by the name typed at sign-in too, not the e-mail's local part.
      await b.getByRole("list", { name: "League members" }).getByText("Alice", { exact: true }).waitFor();

      // A: sees B in the member list after a reload, and renames the league.
      await a.reload();
      await selectorLists(a, leagueName);
      // B joined from the join page, so B goes by the name typed at sign-in.
      await a.getByRole("list", { name: "League members" }).getByText("Bob", { exact: true }).waitFor();
      const renamed = `${leagueName} FC`;
      await a.getByRole("button", { name: "Edit league name" }).click();
      await a.getByRole("textbox", { name: "League name" }).fill(renamed);
      await a.getByRole("button", { name: "Save league name" }).click();
      await expect.poll(() => a.getByTestId("league-title").textContent()).toBe(renamed);
      await selectorLists(a, renamed);

      await contextA.close();
      await contextB.close();
    });
  });
}
