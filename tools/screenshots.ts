/**
 * Screenshots of the main screens at desktop and phone width, for review and docs.
 * Run against a host with a fresh data folder:
 *   PORT=3300 TREBLE_DATA_DIR=/tmp/shots-data npm start
 *   npx tsx tools/screenshots.ts http://localhost:3300 docs/screenshots
 */
import { joinedMember, shotsIn, sundayLegends, VIEWPORTS } from "./shots";
import { launchBrowser, newVisitor, signedInPage } from "../tests/support/browser";
import { Browserish } from "../tests/support/client";
import { contract } from "../shared/contract/routes";

const baseUrl = process.argv[2] ?? "http://localhost:3300";
const LONG_NAME = "WednesdayNightFiveASideOfExtraordinarilyLongNamesXI".slice(0, 50);
const outDir = process.argv[3] ?? "docs/screenshots";
const shoot = shotsIn(outDir);

/** A league with a few members, and a second league to look up on the join page. */
async function seed(stamp: string) {
  const { owner, email, league } = await sundayLegends(baseUrl, stamp);
  for (const [local, username] of [
    ["jamie", "Jamie Fox"],
    ["priya", "Priya Shah"],
    ["sam", "Sam O'Neill"],
  ]) {
    await joinedMember(baseUrl, `${local}.${stamp}@example.com`, username, league.code);
  }
  // A second league of the owner's, its name of the maximum length in one word (listed after
  // Sunday Legends): the Copy To Other Leagues row and the delete confirmation carry it.
  const longName = (await owner.call(contract.leagues.create, { body: { name: LONG_NAME } })).body as { id: string };
  const other = new Browserish(baseUrl);
  await other.signIn(`chris.${stamp}@example.com`, "Chris");
  const second = (await other.call(contract.leagues.create, { body: { name: "Office Five-a-Side" } })).body as { code: string };
  const players = (await owner.call(contract.feed.players)).body as Array<{ id: number; goalsScored: number; status: string }>;
  const topScorers = players
    .filter((p) => p.status !== "u")
    .sort((a, b) => b.goalsScored - a.goalsScored)
    .slice(0, 15)
    .map((p) => p.id);
  return {
    email,
    code: league.code,
    otherCode: second.code,
    owner,
    leagueId: league.id,
    longNameId: longName.id,
    topScorers,
  };
}

const stamp = String(Date.now());
const seeded = await seed(stamp);
const browser = await launchBrowser();
for (const [label, viewport] of VIEWPORTS) {
  const visitor = await (await newVisitor(browser, baseUrl, viewport)).newPage();
  await visitor.goto("/");
  await shoot(visitor, `landing-${label}`);
  await visitor.goto(`/?code=${seeded.code}`);
  await visitor.getByText("League Found!", { exact: true }).waitFor();
  await shoot(visitor, `landing-invite-${label}`);
  await visitor.goto(`/register?code=${seeded.code}`);
  await visitor.getByText("Sunday Legends").first().waitFor();
  await shoot(visitor, `register-join-${label}`);

  const page = await signedInPage(browser, baseUrl, viewport, seeded.email, "/home", "Alex Morgan");
  await page.getByText("League Status").waitFor();
  await shoot(page, `home-${label}`);
  await page.goto("/leaderboard");
  await page.getByRole("list", { name: "League members" }).waitFor();
  await shoot(page, `leaderboard-${label}`, label === "phone");
  if (label === "desktop") {
    await page.getByTestId("league-selector").click();
    await shoot(page, `league-selector-${label}`);
    await page.keyboard.press("Escape");
  } else {
    await page.getByRole("button", { name: "Open menu" }).click();
    await shoot(page, `menu-${label}`);
    await page.keyboard.press("Escape");
  }
  // The register screen part-way through (9 picks), then the 15 registered for My Picks.
  await seeded.owner.call(contract.picks.saveTempPicks, {
    params: { leagueId: seeded.leagueId },
    body: { picks: seeded.topScorers.slice(0, 9), revision: Date.now() },
  });
  await page.goto("/register");
  await page.getByTestId("player-row").first().waitFor();
  await shoot(page, `register-${label}`);
  await page.getByRole("button", { name: "Copy To Other Leagues" }).click();
  await page.getByRole("dialog", { name: "Copy To Other Leagues" }).getByText(LONG_NAME).waitFor();
  await shoot(page, `copy-to-leagues-dialog-${label}`);
  await page.keyboard.press("Escape");
  if (label === "phone") {
    await page.getByRole("button", { name: /^Your Squad/ }).click();
    await shoot(page, `register-squad-${label}`);
  }
  await seeded.owner.call(contract.picks.register, { body: { picks: seeded.topScorers, leagueId: seeded.leagueId, revision: Date.now() } });
  await page.goto("/original-picks");
  await page.getByTestId("pick-totals").waitFor();
  await shoot(page, `original-picks-${label}`, label === "phone");
  await page.goto("/verification");
  await page.getByTestId("sample-player-card").waitFor();
  await shoot(page, `verification-${label}`, label === "phone");
  await page.goto(`/join-league?code=${seeded.otherCode}`);
  await page.getByTestId("found-league-name").waitFor();
  await shoot(page, `join-league-${label}`, label === "phone");
  // The delete confirmation of the long-named league (selected for this one shot).
  await page.evaluate((id) => localStorage.setItem("selectedLeagueId", id), seeded.longNameId);
  await page.goto("/leaderboard");
  await page.getByRole("button", { name: "Delete Whole League" }).click();
  await page.getByRole("alertdialog").waitFor();
  await shoot(page, `delete-league-dialog-${label}`);
  await page.evaluate((id) => localStorage.setItem("selectedLeagueId", id), seeded.leagueId);
  await page.goto("/profile-settings");
  await page.getByText("Danger Zone").waitFor();
  await shoot(page, `profile-settings-${label}`, label === "phone");
}
await browser.close();
