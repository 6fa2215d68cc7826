/**
 * A code arrives by chat: pasted with spaces around or inside it, in lower case, or as the whole
 * invite link. The join page (phone) and the Join Another League dialog (desktop) find the league
 * from any of them, pasted through the real clipboard.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { signedIn } from "../support/people";
import { DESKTOP, PHONE, signedInPage, useBrowser } from "../support/browser";
import { contract } from "../../shared/contract/routes";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

async function paste(page: Page, field: string, text: string) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  const input = page.locator(field);
  await input.fill("");
  await input.focus();
  await page.keyboard.press("ControlOrMeta+V");
}

describe("pasting a league code", () => {
  it("finds the league from a code pasted with spaces, in lower case or inside the invite link (phone)", async () => {
    const owner = await signedIn("owner");
    const league = (await owner.call(contract.leagues.create, { body: { name: "Pasted Code FC" } })).body as { code: string };
    const page = await signedInPage(browser, baseUrl, PHONE, `paster.${Date.now()}@example.test`, "/join-league");
    await page.getByRole("heading", { name: "Join a League", exact: true }).waitFor();

    const spaced = `${league.code.slice(0, 3)} ${league.code.slice(3)}`;
    for (const text of [` ${league.code}`, ` ${spaced.toLowerCase()} `, `Join my league: ${baseUrl}/?code=${league.code} see you there`]) {
      await paste(page, "#join-code", text);
      await expect.poll(() => page.locator("#join-code").inputValue(), { message: JSON.stringify(text) }).toBe(league.code);
      await page.getByTestId("found-league-name").filter({ hasText: "Pasted Code FC" }).waitFor();
    }
    await page.getByRole("button", { name: "Join Pasted Code FC" }).click();
    await page.getByText("Successfully Joined!", { exact: true }).waitFor();
    await page.context().close();
  });

  it("joins from a code pasted with spaces in the Join Another League dialog (desktop)", async () => {
    const owner = await signedIn("owner");
    const league = (await owner.call(contract.leagues.create, { body: { name: "Second Paste FC" } })).body as { code: string };
    const page = await signedInPage(browser, baseUrl, DESKTOP, `second.${Date.now()}@example.test`, "/join-league");
    const first = (await owner.call(contract.leagues.create, { body: { name: "First Paste FC" } })).body as { code: string };
    await paste(page, "#join-code", first.code);
    await page.getByRole("button", { name: "Join First Paste FC" }).click();
    await page.getByText("Successfully Joined!", { exact: true }).waitFor();

    await page.goto("/leaderboard");
    await page.getByRole("button", { name: "Join Another League" }).click();
    const spaced = ` ${league.code.slice(0, 3).toLowerCase()} ${league.code.slice(3).toLowerCase()} `;
    await paste(page, "#join-another-code", spaced);
    expect(await page.locator("#join-another-code").inputValue()).toBe(league.code);
    await page.getByRole("dialog").getByRole("button", { name: "Join League" }).click();
    await expect.poll(() => page.getByTestId("league-title").textContent()).toBe("Second Paste FC");
    await page.context().close();
  });
});
