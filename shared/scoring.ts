/**
 * Scoring (product.md §10.4, §10.12 and §10.14): every final pick carries its own scoring window, a
 * first and (once it ends) a last gameweek; a member's points are the goals each of their picks
 * scored inside its own window, up to the gameweek being viewed. Re-executing a draft or a
 * January window draft ends some windows and opens others, so points already scored stay. Own
 * goals are a separate stat and never reach these records. Pure, so the leaderboard, the
 * benchmark and the correctness tests all use one definition.
 */
export interface GoalRecord {
  gameweekId: number;
  playerId: number;
  goals: number;
}

/** How a pick reached the member: the main draft, a January replacement, or the January extra pick. */
type PickKind = "draft" | "replacement" | "extra";

export interface ScoredPick {
  playerId: number;
  /** First gameweek whose goals count. */
  fromGameweek: number;
  /** Last gameweek whose goals count; open while absent. */
  toGameweek?: number;
  kind: PickKind;
  /** For a replacement: the departed player it replaces. */
  replaces?: number;
  /** Why the window ended: the player left the Premier League, or a re-executed draft replaced the pick. */
  endReason?: "departed" | "redraft";
}

export interface ScoringMember {
  userId: string;
  picks: ScoredPick[];
}

interface PickScore {
  /** Goals in the viewed gameweek (0 when the pick's window does not hold it). */
  gameweekGoals: number;
  /** Goals inside the pick's window, up to the viewed gameweek. */
  seasonGoals: number;
}

export interface MemberScore {
  userId: string;
  /** Aligned with the member's picks. */
  pickScores: PickScore[];
  currentGameweekGoals: number;
  totalGoals: number;
}

/** Whether a pick counts the goals of a gameweek. */
export const holds = (pick: Pick<ScoredPick, "fromGameweek" | "toGameweek">, gameweek: number) =>
  gameweek >= pick.fromGameweek && (pick.toGameweek === undefined || gameweek <= pick.toGameweek);

/** Whether the pick still scores now (its window has not been ended). */
export const isOpen = (pick: ScoredPick) => pick.toGameweek === undefined;

/** Goals by player, then by gameweek. */
export type GoalIndex = Map<number, Map<number, number>>;

export function goalsByPlayerWeek(goals: GoalRecord[]): GoalIndex {
  const index = new Map<number, Map<number, number>>();
  for (const g of goals) {
    let weeks = index.get(g.playerId);
    if (!weeks) index.set(g.playerId, (weeks = new Map()));
    weeks.set(g.gameweekId, (weeks.get(g.gameweekId) ?? 0) + g.goals);
  }
  return index;
}

/** Each member's goals at the viewed gameweek; `goals` as records, or already indexed (a caller scoring many boards from one set). */
export function scoreMembers(members: ScoringMember[], goals: GoalRecord[] | GoalIndex, view: { gameweek: number }): MemberScore[] {
  const index = Array.isArray(goals) ? goalsByPlayerWeek(goals) : goals;
  return members.map((m) => {
    const pickScores = m.picks.map((pick) => {
      const weeks = index.get(pick.playerId);
      let seasonGoals = 0;
      if (weeks) for (const [gw, n] of weeks) if (gw <= view.gameweek && holds(pick, gw)) seasonGoals += n;
      const gameweekGoals = holds(pick, view.gameweek) ? (weeks?.get(view.gameweek) ?? 0) : 0;
      return { gameweekGoals, seasonGoals };
    });
    return {
      userId: m.userId,
      pickScores,
      currentGameweekGoals: pickScores.reduce((a, s) => a + s.gameweekGoals, 0),
      totalGoals: pickScores.reduce((a, s) => a + s.seasonGoals, 0),
    };
  });
}

/**
 * `localeCompare` without arguments, as one collator: the same order (the spec defines the one by
 * the other), without a collator made per comparison, which was most of ranking 1,000 rows. Made on
 * the first ranking, not when the module loads: the board's page loads this module for its live
 * updates, and a collator's first construction (the locale's data) was 50 ms of a phone's first
 * paint (decision 0338).
 */
let collator: Intl.Collator | undefined;
const byName = () => (collator ??= new Intl.Collator());

/** Standard competition ranking (1, 1, 3): equal totals share a position. */
export function rank<T extends { totalGoals: number; currentGameweekGoals: number; username: string }>(
  rows: T[],
): Array<T & { position: number }> {
  const sorted = [...rows].sort(
    (a, b) => b.totalGoals - a.totalGoals || b.currentGameweekGoals - a.currentGameweekGoals || byName().compare(a.username, b.username),
  );
  // Sorted by total first, so a total's first row is where its run of equal totals starts.
  let first = 0;
  return sorted.map((row, i) => {
    if (i > 0 && sorted[i - 1].totalGoals !== row.totalGoals) first = i;
    return { ...row, position: first + 1 };
  });
}

/** The first gameweek any pick of the league scores from: where the goal race and the gameweek picker start. */
function firstScoringGameweek(members: ScoringMember[]): number | undefined {
  let first: number | undefined;
  for (const m of members) for (const p of m.picks) if (first === undefined || p.fromGameweek < first) first = p.fromGameweek;
  return first;
}

/** Each member's cumulative goals after every gameweek from the league's first scoring gameweek (the goal race). */
export function goalRace(members: ScoringMember[], goals: GoalRecord[], view: { gameweek: number }) {
  const index = goalsByPlayerWeek(goals);
  const weeks: number[] = [];
  for (let gw = firstScoringGameweek(members) ?? view.gameweek + 1; gw <= view.gameweek; gw++) weeks.push(gw);
  return {
    gameweeks: weeks,
    series: members.map((m) => {
      let total = 0;
      return {
        userId: m.userId,
        cumulative: weeks.map(
          (gw) => (total += m.picks.reduce((sum, p) => sum + (holds(p, gw) ? (index.get(p.playerId)?.get(gw) ?? 0) : 0), 0)),
        ),
      };
    }),
  };
}

/**
 * Where the feed stands, by its own flags: the gameweek new picks score from (`is_next`; after
 * the last gameweek, one past it). Picks a change ends keep every gameweek before it, the one
 * in progress included: its deadline passed while they were the member's players.
 */
export interface FeedPosition {
  next: number;
}

export function feedPosition(gameweeks: Array<{ gameweekId: number; isCurrent: boolean; isNext: boolean }>): FeedPosition {
  const next = gameweeks.find((g) => g.isNext)?.gameweekId;
  if (next !== undefined) return { next };
  const current = gameweeks.find((g) => g.isCurrent)?.gameweekId;
  return { next: current !== undefined ? current + 1 : 1 };
}

/** Closes a pick's window after `lastGameweek`; a window that would end before it starts is dropped. */
function endPick(pick: ScoredPick, lastGameweek: number, endReason: ScoredPick["endReason"]): ScoredPick | undefined {
  if (!isOpen(pick)) return pick;
  if (lastGameweek < pick.fromGameweek) return undefined;
  return { ...pick, toGameweek: lastGameweek, endReason };
}

/**
 * The league's picks after executing a (re-)draft (product.md §10.14): every open pick ends before
 * the feed's next gameweek, the drafted players score from it, and the earlier windows (and
 * their goals) stay.
 */
export function picksAfterDraft(
  previous: Record<string, ScoredPick[]>,
  drafted: Array<{ userId: string; playerIds: number[] }>,
  at: FeedPosition,
): Record<string, ScoredPick[]> {
  const out: Record<string, ScoredPick[]> = {};
  for (const [userId, picks] of Object.entries(previous)) {
    const kept = picks.map((p) => endPick(p, at.next - 1, "redraft")).filter((p): p is ScoredPick => p !== undefined);
    if (kept.length) out[userId] = kept;
  }
  for (const d of drafted) {
    out[d.userId] = [
      ...(out[d.userId] ?? []),
      ...d.playerIds.map((playerId) => ({ playerId, fromGameweek: at.next, kind: "draft" as const })),
    ];
  }
  return out;
}

/**
 * The league's picks after executing a January window draft (product.md §10.12): each departed pick
 * keeps its goals up to the gameweek before the window's scoring start; the replacement and the
 * extra pick score from it.
 */
export function picksAfterWindow(
  previous: Record<string, ScoredPick[]>,
  outcome: Array<{ userId: string; replacements: Array<{ departed: number; playerId?: number }>; extra?: number }>,
  at: FeedPosition,
): Record<string, ScoredPick[]> {
  const out: Record<string, ScoredPick[]> = Object.fromEntries(Object.entries(previous).map(([u, picks]) => [u, [...picks]]));
  for (const member of outcome) {
    const picks = out[member.userId] ?? [];
    for (const r of member.replacements) {
      const i = picks.findIndex((p) => p.playerId === r.departed && isOpen(p));
      if (i < 0) continue;
      const ended = endPick(picks[i], at.next - 1, "departed");
      if (ended) picks[i] = ended;
      else picks.splice(i, 1);
      if (r.playerId !== undefined) picks.push({ playerId: r.playerId, fromGameweek: at.next, kind: "replacement", replaces: r.departed });
    }
    if (member.extra !== undefined) picks.push({ playerId: member.extra, fromGameweek: at.next, kind: "extra" });
    out[member.userId] = picks;
  }
  return out;
}

/** Picks of a draft run that predates scoring windows: all from one start, still open. */
export function openPicks(playerIds: number[], fromGameweek: number): ScoredPick[] {
  return playerIds.map((playerId) => ({ playerId, fromGameweek, kind: "draft" as const }));
}
