/**
 * Client of the replay's local-only control endpoints, used by the tests and the bench to move
 * the clock and inject faults. `replayUrl` is the server's origin (no /api/).
 */
import type { FaultMode } from "./faults";

export interface ReplayState {
  /** The pack replayed ("2025-26"), and every pack the clock can move to. */
  season: string;
  seasons: string[];
  gameweek: number;
  offsetMs: number;
  requests: number;
  faults: Array<{ path: string; mode: FaultMode; remaining: number }>;
  /** The match clock, while it runs: each fixture of the gameweek as the feed reports it now. */
  clock?: {
    matchMinutes: number;
    gapMinutes: number;
    advancedMinutes: number;
    takenBack: string[];
    fixtures: Array<{
      id: number;
      match: string;
      kickoff: string;
      started: boolean;
      finished: boolean;
      minute: number;
      score: string | null;
    }>;
  };
  /** After a VAR call: the goal taken back. */
  taken?: { fixtureId: number; playerId: number; minute: number; ownGoal: boolean; ordinal: number };
}

/**
 * Starts the match clock on a gameweek (default: the current one): its fixtures kick off in
 * their order, one kick-off slot after another, each match taking `matchMinutes` of real time,
 * `gapMinutes` between slots (default a third of a match) and the first kick-off `startInMinutes`
 * from now (default one gap). `{ advanceMinutes }` moves the running clock on; `{ stop: true }` ends it.
 */
export type MatchClockRequest =
  { matchMinutes: number; gapMinutes?: number; startInMinutes?: number; gameweek?: number } | { advanceMinutes: number } | { stop: true };

async function call(replayUrl: string, method: string, path: string, body?: unknown): Promise<ReplayState> {
  const response = await fetch(`${replayUrl}${path}`, {
    method,
    headers: body ? { "content-type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`replay control ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as ReplayState;
}

export const replayControl = (replayUrl: string) => ({
  state: () => call(replayUrl, "GET", "/_replay/state"),
  setGameweek: (gameweek: number) => call(replayUrl, "POST", "/_replay/gameweek", { gameweek }),
  /** Moves the clock to a gameweek of another season's pack (one past its last gameweek is its end). */
  setSeason: (season: string, gameweek: number) => call(replayUrl, "POST", "/_replay/gameweek", { season, gameweek }),
  inject: (path: string, mode: FaultMode, count = 1) => call(replayUrl, "POST", "/_replay/faults", { path, mode, count }),
  clearFaults: () => call(replayUrl, "DELETE", "/_replay/faults"),
  clock: (request: MatchClockRequest) => call(replayUrl, "POST", "/_replay/clock", request),
  /**
   * VAR: takes back the latest goal released so far, of one fixture and player if named (a fixture
   * of a played gameweek too); `to` gives it to that team-mate instead. Kept for the rest of the season.
   */
  takeBack: (which: { fixtureId?: number; playerId?: number; to?: number } = {}) => call(replayUrl, "POST", "/_replay/var", which),
});
