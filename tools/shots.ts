import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { pageSettled } from "./page-settled";
import { DESKTOP, PHONE } from "../tests/support/browser";
import { Browserish } from "../tests/support/client";
import { reportLayout } from "../tests/support/layout-check";
import { contract } from "../shared/contract/routes";

/** Every screen is shot at desktop and at phone width, its label in the file name. */
export const VIEWPORTS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;

/**
 * The shots folder (made if missing) and how a shot is taken there: once the page has settled,
 * with its layout problems reported. `dismissToasts`: a screen whose steps leave toasts closes
 * them first, or one would sit over every later shot (and mid-page in a full-page one).
 */
export function shotsIn(outDir: string, { dismissToasts = false } = {}) {
  mkdirSync(outDir, { recursive: true });
  return async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
    if (dismissToasts) {
      // The step's own requests first: its toast appears once they answer.
      await page.waitForLoadState("networkidle");
      for (const close of await page.getByRole("button", { name: "Dismiss" }).all()) await close.click();
    }
    await pageSettled(page);
    await page.screenshot({ path: join(outDir, `${name}.png`), fullPage });
    console.log("saved", name);
    await reportLayout(page, name);
  };
}

/** A person signed in through the API who joins a league by its code under a display name. */
export async function joinedMember(baseUrl: string, email: string, username: string, code: string): Promise<Browserish> {
  const member = new Browserish(baseUrl);
  await member.signIn(email, username);
  await member.call(contract.leagues.joinByCode, { params: { id: code }, body: { username } });
  return member;
}

/** Alex Morgan, signed in through the API under that name, and the league he creates, "Sunday Legends". */
export async function sundayLegends(baseUrl: string, stamp: string) {
  const email = `alex.morgan.${stamp}@example.com`;
  const owner = new Browserish(baseUrl);
  await owner.signIn(email, "Alex Morgan");
  await owner.call(contract.leagues.updateUsername, { body: { username: "Alex Morgan" } });
  const league = (await owner.call(contract.leagues.create, { body: { name: "Sunday Legends" } })).body as { id: string; code: string };
  return { owner, email, league };
}
