/**
 * axe-core in the page, as a user's assistive tools would measure it (decision 0291): the
 * WCAG 2.0–2.2 A and AA rules, run in Chromium through playwright-core. Returns one line per
 * serious or critical violation, naming the screen, the rule and each element it found.
 */
import axe from "axe-core";
import type { Page } from "playwright-core";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export async function axeProblems(page: Page, name: string): Promise<string[]> {
  // A state is measured as it settles: an entrance still fading in (the draft's order reveal) is
  // not yet the colour it will be. Animations that never end (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the debugging protocol: the page's CSP (script-src 'self') refuses an inline script tag.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: "tag", values: tags } }),
    TAGS,
  );
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map((n) => `${name}: ${v.id} (${v.impact}) at ${n.target.join(" ")}: ${n.failureSummary?.split("\n")[1]?.trim() ?? v.help}`),
    );
}
