import type { Page } from "playwright-core";

/**
 * A wait for the page's network to be quiet: no request in flight and none started or ended for
 * `quietMs` (Playwright's "networkidle" is reached once per navigation, so it cannot see the
 * requests of parts that render later). Listens from the call on; call it before navigating.
 */
export function networkQuiet(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  page.on("request", () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return async (quietMs = 500) => {
    while (inFlight > 0 || Date.now() - lastChange < quietMs) await new Promise((r) => setTimeout(r, 50));
  };
}

/**
 * The parts below the fold render (and ask) when they come near the screen: brings each into view
 * (a part may hold more) until none is left waiting.
 */
export async function bringBelowFoldIntoView(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const waiting = [...document.querySelectorAll("[data-below-fold]")];
      for (const part of waiting) part.scrollIntoView();
      return waiting.length === 0;
    },
    undefined,
    { polling: 100, timeout: 10_000 },
  );
}
