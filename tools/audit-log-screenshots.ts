/**
 * Screenshots of a simulation's audit log on the dashboard at 10 and at 1,500 members, desktop
 * and phone, at the top and scrolled deep into the log; each fails if the box drew most of the
 * log or could not read the lines it scrolled to. It starts its own host and seeds the leagues
 * through the data layer like the board benchmark:
 *   npx tsx tools/audit-log-screenshots.ts docs/screenshots
 */
import { shotsIn, VIEWPORTS } from "./shots";
import { withBenchHost } from "../bench/harness";
import { launchBrowser, pageWithSession } from "../tests/support/browser";
import { Browserish } from "../tests/support/client";
import { simulated } from "../tests/support/draft-runs";
import { seedMembers } from "../tests/support/seed-members";
import { contract } from "../shared/contract/routes";

/** The box's rows plus the overscan either side: far fewer than a big league's log. */
const MOST_LINES_IN_DOM = 80;
const [outDir = "docs/screenshots"] = process.argv.slice(2);
const shoot = shotsIn(outDir);

await withBenchHost("audit-log-shots", { creatorEmails: "shots@treble.test" }, async ({ host }) => {
  const leagues: Array<{ size: number; session: string }> = [];
  for (const size of [10, 1500]) {
    const admin = new Browserish(host.url);
    await admin.signIn(`audit-${size}@treble.test`, "Alex Morgan");
    const players = ((await admin.call(contract.feed.players)).body as Array<{ id: number; goalsScored: number; status: string }>)
      .filter((p) => p.status === "a")
      .sort((a, b) => b.goalsScored - a.goalsScored)
      .map((p) => p.id);
    const leagueId = (await admin.call(contract.leagues.create, { body: { name: size === 10 ? "Sunday Legends" : "Fifteen Hundred" } }))
      .body.id as string;
    // A small league's lists barely overlap, so its draft serves everyone; a big one's cannot (fewer players than turns).
    const offset = size === 10 ? 15 : 2;
    await seedMembers(leagueId, size - 1, (i) => Array.from({ length: 15 }, (_, j) => players[(15 + i * offset + j) % players.length]));
    await admin.call(contract.picks.register, { body: { leagueId, picks: players.slice(0, 15) } });
    const sim = await simulated(admin, leagueId);
    if (sim.status !== 200) throw new Error(`simulate ${size}: ${JSON.stringify(sim.body).slice(0, 300)}`);
    console.log(`${size} members: ${sim.body.auditLog.totalLines} log lines, ${sim.body.auditLog.conflicts.count} conflict lines`);
    leagues.push({ size, session: admin.cookie("treble_session")! });
  }

  const browser = await launchBrowser();
  try {
    for (const { size, session } of leagues) {
      for (const [label, viewport] of VIEWPORTS) {
        const page = await pageWithSession(browser, host.url, viewport, session);
        await page.goto("/dashboard");
        await page.getByRole("button", { name: "Draft Audit Log" }).click();
        const box = page.getByRole("log", { name: "Draft Audit Log" });
        await box.getByText("TREBLE DRAFT AUDIT LOG").waitFor();
        await box.scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollBy(0, 120));
        await shoot(page, `audit-log-${size}-${label}`);
        // Deep into the log: the lines there come from a page read on the way.
        await box.evaluate((el) => el.scrollTo({ top: el.scrollHeight * 0.6 }));
        await box
          .getByText(/Pick \d+ \(R/)
          .first()
          .waitFor();
        await page.waitForFunction(() => !document.querySelector("[role=log]")?.textContent?.includes("…"));
        const drawn = await box.getByTestId("log-line").count();
        console.log(`${size} ${label}: ${drawn} lines in the DOM`);
        if (drawn > MOST_LINES_IN_DOM) throw new Error(`${size} ${label}: the box drew ${drawn} lines`);
        await shoot(page, `audit-log-${size}-scrolled-${label}`);
        await page.context().close();
      }
    }
  } finally {
    await browser.close();
  }
});
