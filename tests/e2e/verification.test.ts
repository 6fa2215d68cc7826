/**
 * The data-verification screen in Chromium: a league admin (not the site creator) sees the live
 * feed's card, our database's, the sample comparison, the differences and Debug Info, and can
 * refresh the data (once per 5 minutes per league); a plain member cannot.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, signedInPage, useBrowser } from "../support/browser";
import { pathOf } from "../support/api";
import { contract } from "../../shared/contract/routes";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const signIn = (viewport: typeof DESKTOP, who: string) =>
  signedInPage(browser, baseUrl, viewport, `${who}.${Date.now()}@example.test`, "/home", who);

const post = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ([url, payload]) => {
      const response = await fetch(url as string, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload),
      });
      return (await response.json()) as { id: string; code: string };
    },
    [path, body] as const,
  );

describe("data verification", () => {
  it("shows a league admin the feed, our database and a matching sample, and refreshes", async () => {
    const admin = await signIn(DESKTOP, "verifier");
    const league = await post(admin, pathOf(contract.leagues.create), { name: `Verify League ${Date.now() % 100000}` });
    await admin.goto("/home");
    await admin.getByRole("link", { name: "Data Verification" }).click();
    await admin.getByRole("heading", { name: "Data Verification" }).waitFor();

    const live = admin.getByTestId("live-api-card");
    await live.getByText("Live FPL API").waitFor();
    await expect.poll(() => live.textContent()).toMatch(/Current gameweekGameweek \d+/);
    await live.getByText("Asked directly, at most once a minute", { exact: false }).waitFor();
    await expect.poll(() => live.textContent()).toMatch(/Read from the API\w{3} \d{2}, \d{4} \d{2}:\d{2}/);
    const database = admin.getByTestId("database-card");
    await expect.poll(() => database.textContent()).toMatch(/Is CurrentYes/);

    const sample = admin.getByTestId("sample-player-card");
    await sample.getByText("Season Goals Match").waitFor();
    await sample.getByText("Price Match").waitFor();
    expect(await sample.textContent()).toMatch(/Price£\d+\.\dm£\d+\.\dm/);
    // The feed and the store agree on this host: the differences card says so.
    await admin
      .getByTestId("differences-card")
      .getByText(/All [\d,]+ players in the feed agree with our database\./)
      .waitFor();

    await admin.getByRole("button", { name: "Debug Info" }).click();
    await expect.poll(() => admin.getByTestId("debug-info").textContent()).toContain("site creator only");

    await admin.getByRole("button", { name: "Refresh Data" }).click();
    await admin.getByText("Success", { exact: true }).waitFor({ timeout: 60_000 });
    // A second request for the same league within 5 minutes is refused with when to try again.
    await admin.getByRole("button", { name: "Refresh Data" }).click();
    await admin
      .getByText(
        /^Failed to refresh FPL data\. Feed data was refreshed for this league less than 5 minutes ago\. Please try again in 5 minutes\.$/,
      )
      .waitFor();
    await admin.context().close();

    // A member who is nobody's admin has no entry in the menu and is refused on the screen.
    const member = await signIn(PHONE, "plainmember");
    await post(member, pathOf(contract.leagues.joinByCode, { params: { id: league.code } }), { username: "Plain Member" });
    await member.goto("/verification");
    await member.getByRole("heading", { name: "Access Denied" }).waitFor();
    await member.context().close();
  });
});
