export interface SaveAnswer {
  saved: boolean;
  revision: number;
}

/**
 * - `stale`: a newer save from this tab was sent after this one; only the newest answer counts.
 * - `saved`: the newest save is stored.
 * - `overtaken`: the server holds a newer list (another tab or device); the screen adopts it.
 * - `failed`: the newest save did not arrive; the screen says so and keeps the local list.
 */
export type SaveOutcome = "stale" | "saved" | "overtaken" | "failed";

/**
 * Orders the auto-saves of one league's list from one tab. Every save carries a revision above
 * every earlier one (the clock, or last + 1 when the clock stands still or steps back), and the
 * server keeps the highest; answers are judged here so a slow, older answer never touches the
 * screen.
 */
export class SaveSequencer {
  private issued = 0;

  next(now: number): number {
    this.issued = Math.max(this.issued + 1, Math.floor(now));
    return this.issued;
  }

  settle(revision: number, answer: SaveAnswer | "error"): SaveOutcome {
    if (revision !== this.issued) return "stale";
    if (answer === "error") return "failed";
    if (answer.saved) return "saved";
    // Later saves from here must outrank what the server now holds.
    this.issued = Math.max(this.issued, answer.revision);
    return "overtaken";
  }
}
