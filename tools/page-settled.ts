import type { Page } from "playwright-core";

/**
 * Waits until a page is ready to photograph: no request in flight, its web fonts loaded, and
 * every finite animation or transition (a toast sliding in, a row's highlight fading) finished.
 * Endless ones (a live dot's pulse) are left running: they would never end.
 */
export async function pageSettled(page: Page, timeoutMs = 10_000): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: timeoutMs, polling: "raf" },
  );
}
