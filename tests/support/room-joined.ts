import type { Page } from "playwright-core";

/**
 * Resolves once the page's socket hears the server's `subscribed` for a league's room. The app
 * opens its socket only once the first screen has settled (decision 0338), and a change made
 * before the join shows by the join's re-read, without its moment (the row's flash, the toast).
 * A test that watches a moment waits for this before setting the change going. Call it before
 * the page navigates, so the socket's first frames are heard.
 */
export function roomJoined(page: Page, leagueId?: string): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        const frame = parsed(typeof payload === "string" ? payload : payload.toString("utf8"));
        if (frame?.type === "subscribed" && (leagueId === undefined || frame.leagueId === leagueId)) resolve();
      }),
    );
  });
}

function parsed(text: string): { type?: string; leagueId?: string } | undefined {
  try {
    return JSON.parse(text) as { type?: string; leagueId?: string };
  } catch {
    return undefined;
  }
}
