/**
 * What a signed-out visitor starts on the join/create screen is finished after sign-in
 * (product.md §2 'Auto-join behaviour'), plus the not-found pages and the typed-DELETE profile deletion.
 */
import { describe, expect, inject, it } from "vitest";
import { signedIn } from "../support/people";
import { PHONE, completeSignIn, newVisitor, useBrowser } from "../support/browser";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

describe("join and create started before sign-in", () => {
  it("joins with the username typed on /register once signed in", async () => {
    const owner = await signedIn("owner");
    const league = (await owner.call(contract.leagues.create, { body: { name: "Pending Join FC" } })).body as { code: string };

    const context = await newVisitor(browser, baseUrl, PHONE);
    const page = await context.newPage();
    await page.goto(`/register?code=${league.code.toLowerCase()}`);
    await page.getByText("Pending Join FC").first().waitFor();
    expect(new URL(page.url()).search).toBe("");
    await page.getByLabel("Username").fill("Striker Sam");
    await page.getByRole("button", { name: 'Login to Join "Pending Join FC"' }).click();
    await completeSignIn(page, baseUrl, `sam.${Date.now()}@example.test`, "Sam");
    // A new member goes straight to picking players, then finds the league on the leaderboard.
    await page.waitForURL((url) => url.pathname === "/register");
    await page.getByTestId("selection-counter").waitFor();
    await page.goto("/leaderboard");
    await expect.poll(() => page.getByTestId("league-title").textContent()).toBe("Pending Join FC");
    await page.getByRole("list", { name: "League members" }).getByText("Striker Sam").waitFor();
    await context.close();
  });

  it("creates the league named on the create tab once signed in", async () => {
    const context = await newVisitor(browser, baseUrl);
    const page = await context.newPage();
    await page.goto("/multi-league");
    await page.getByRole("tab", { name: "Create" }).click();
    await page.getByLabel("League name").fill("Created After Login");
    await page.getByRole("button", { name: "Login to Create League" }).click();
    await completeSignIn(page, baseUrl, `creator.${Date.now()}@example.test`, "Casey");
    await expect.poll(() => page.getByTestId("league-title").textContent()).toBe("Created After Login");
    expect(await page.getByTestId("created-league-code").textContent()).toMatch(/^[A-Z0-9]{6}$/);
    await context.close();
  });
});

describe("not found and profile deletion", () => {
  it("shows '404 Page Not Found' signed out and signed in", async () => {
    const context = await newVisitor(browser, baseUrl);
    const page = await context.newPage();
    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await page.goto(pathOf(contract.auth.login, { query: { redirect: "/nowhere" } }));
    await completeSignIn(page, baseUrl, `lost.${Date.now()}@example.test`, "Lou");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await page
      .getByRole("navigation", { name: "Main" })
      .or(page.getByRole("button", { name: "Open menu" }))
      .first()
      .waitFor();
    await context.close();
  });

  it("cancels unless DELETE is typed, then deletes and signs out", async () => {
    const context = await newVisitor(browser, baseUrl);
    const page = await context.newPage();
    await page.goto(pathOf(contract.auth.login, { query: { redirect: "/profile-settings" } }));
    await completeSignIn(page, baseUrl, `leaver.${Date.now()}@example.test`, "Lee");
    await page.getByRole("button", { name: "Delete Profile" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Confirmation").fill("delete");
    await page.getByRole("button", { name: "Delete Profile" }).last().click();
    await page.getByText("Deletion Cancelled", { exact: true }).waitFor();

    await page.getByRole("button", { name: "Delete Profile" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Confirmation").fill("DELETE");
    await page.getByRole("button", { name: "Delete Profile" }).last().click();
    await page.getByText("Profile Deleted", { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 10_000 });
    await page.getByRole("link", { name: "Log in" }).waitFor();
    await context.close();
  });
});
