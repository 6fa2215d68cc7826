import { config } from "../config";
import { createFplClient } from "./fpl-client";
import type { FplBootstrap } from "./fpl-schemas";

interface Reading {
  at: number;
  answer: Promise<FplBootstrap>;
}

let last: Reading | undefined;

/**
 * The feed's bootstrap-static as the verification screen reads it: through the feed client, at
 * most once a minute per instance however often admins press Refresh (the FPL API rate-limits
 * hard), the answer (or the failure) shared by everyone in that minute. One attempt, no retries:
 * a person is waiting, and the next minute asks again.
 */
export async function liveBootstrap(now = Date.now()): Promise<{ bootstrap: FplBootstrap; fetchedAt: string }> {
  if (!last || now - last.at >= config.fplLiveCacheMs) last = { at: now, answer: createFplClient({ retries: 0 }).bootstrap() };
  const reading = last;
  return { bootstrap: await reading.answer, fetchedAt: new Date(reading.at).toISOString() };
}
