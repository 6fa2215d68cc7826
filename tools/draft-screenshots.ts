/**
 * Screenshots of the draft screens (dashboard with a simulation, the Execute dialog, the Draft
 * tab on desktop and phone, the history dialog). Run against a host with a fresh data folder:
 *   PORT=3500 TREBLE_DATA_DIR=/tmp/draft-ui-data npm start
 *   npx tsx tools/draft-screenshots.ts http://localhost:3500 docs/screenshots
 */
import { joinedMember, shotsIn, sundayLegends, VIEWPORTS } from "./shots";
import { launchBrowser, signedInPage } from "../tests/support/browser";
import { simulated } from "../tests/support/draft-runs";
import { contract } from "../shared/contract/routes";

const baseUrl = process.argv[2] ?? "http://localhost:3500";
const outDir = process.argv[3] ?? "docs/screenshots";
const shoot = shotsIn(outDir);

/** A league of six: four with 15 overlapping picks, one half-way, one who never started; one simulation. */
async function seed(stamp: string) {
  const { owner, email, league } = await sundayLegends(baseUrl, stamp);
  const players = (await owner.call(contract.feed.players)).body as Array<{ id: number; goalsScored: number; status: string }>;
  const scorers = players
    .filter((p) => p.status === "a")
    .sort((a, b) => b.goalsScored - a.goalsScored)
    .map((p) => p.id);
  const members: Array<[string, string, number]> = [
    ["jamie", "Jamie Fox", 15],
    ["priya", "Priya Shah", 15],
    ["sam", "Sam O'Neill", 15],
    ["dev", "Dev Patel", 6],
    ["kit", "Kit Walsh", 0],
  ];
  await owner.call(contract.picks.register, { body: { leagueId: league.id, picks: scorers.slice(0, 15) } });
  for (const [i, [name, username, count]] of members.entries()) {
    const member = await joinedMember(baseUrl, `${name}.${stamp}@example.com`, username, league.code);
    const list = scorers.slice((i + 1) * 2, (i + 1) * 2 + 15);
    if (count === 15) await member.call(contract.picks.register, { body: { leagueId: league.id, picks: list } });
    else if (count > 0)
      await member.call(contract.picks.saveTempPicks, { params: { leagueId: league.id }, body: { picks: list.slice(0, count) } });
  }
  const sim = await simulated(owner, league.id);
  if (sim.status !== 200) throw new Error(`simulate failed: ${JSON.stringify(sim.body)}`);
  return { email };
}

const { email } = await seed(String(Date.now()));
const browser = await launchBrowser();
for (const [label, viewport] of VIEWPORTS) {
  const page = await signedInPage(browser, baseUrl, viewport, email, "/dashboard", "Alex Morgan");
  await page.goto("/dashboard");
  await page.getByRole("heading", { name: "Round Robin Draft" }).waitFor();
  await shoot(page, `dashboard-${label}`);
  await page.getByRole("button", { name: "Draft Audit Log", exact: true }).click();
  await page.getByRole("button", { name: "Draft Audit Log", exact: true }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -80));
  await shoot(page, `dashboard-log-${label}`);
  await page.getByRole("heading", { name: "Simulated Leaderboard" }).scrollIntoViewIfNeeded();
  await shoot(page, `dashboard-board-${label}`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: "Execute Draft & Go Live" }).click();
  await page.getByRole("dialog").getByText("Archive these users").waitFor();
  await shoot(page, `execute-dialog-${label}`);
  await page.keyboard.press("Escape");

  await page.goto("/enhanced-user-management");
  await page.getByRole("tab", { name: "Draft" }).waitFor();
  await shoot(page, `draft-tab-${label}`);
  await page
    .getByRole("button", { name: /Simulation/ })
    .first()
    .click();
  await page.getByRole("tab", { name: "Results" }).click();
  await shoot(page, `history-dialog-${label}`);
  await page.keyboard.press("Escape");
  if (label === "phone") {
    await page.getByRole("button", { name: /Draft Order/ }).click();
    await page.getByRole("list", { name: "Draft order" }).waitFor();
    await shoot(page, "draft-order-sheet-phone");
  }
  await page.context().close();
}
await browser.close();
