/**
 * How long a finished match stays on the Live now strip, from its kick-off: a match ends about two
 * hours after it, so its FT shows for about an hour (a fan who looks after the whistle still sees
 * the result), and a day's earlier matches are gone before the evening's.
 */
export const FINISHED_ON_STRIP_MS = 3 * 60 * 60 * 1000;

/**
 * Whether a fixture is on the Live now strip: kicked off and either still playing or finished
 * within `FINISHED_ON_STRIP_MS` of its kick-off (shown as FT). A finished match without a kick-off
 * time is not shown.
 */
export function onLiveStrip(
  fixture: { started: boolean; finishedProvisional: boolean; kickoffTime?: string | null },
  now: number,
): boolean {
  if (!fixture.started) return false;
  if (!fixture.finishedProvisional) return true;
  const kickoff = fixture.kickoffTime ? Date.parse(fixture.kickoffTime) : Number.NaN;
  return Number.isFinite(kickoff) && now - kickoff < FINISHED_ON_STRIP_MS;
}

/**
 * The score the strip shows, per side: the feed's score or the goals of that side's scorers (what
 * the board counts), whichever is higher. The feed's scores lag its scorers (a board celebrating
 * 0–2 beside a strip saying 0–1), and own goals are only in the feed's score, so neither alone is
 * right mid-update; a goal taken back leaves both once it is confirmed.
 */
export function stripScore(
  fixture: {
    teamH: number;
    teamA: number;
    teamHScore?: number | null;
    teamAScore?: number | null;
    scorers: ReadonlyArray<{ playerId: number; goals: number }>;
  },
  clubOf: (playerId: number) => number | undefined,
): { home: number; away: number } {
  const side = (team: number) => fixture.scorers.filter((s) => clubOf(s.playerId) === team).reduce((n, s) => n + s.goals, 0);
  return {
    home: Math.max(fixture.teamHScore ?? 0, side(fixture.teamH)),
    away: Math.max(fixture.teamAScore ?? 0, side(fixture.teamA)),
  };
}
