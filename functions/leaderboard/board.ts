import { must } from "../../shared/must";
import { SELECTIONS_PER_USER } from "../../shared/constants";
import { goalsByPlayerWeek, openPicks, rank, scoreMembers, type GoalRecord, type ScoredPick } from "../../shared/scoring";
import type { DraftRunItem } from "../data/entities/draft-run";
import type { FplPlayerItem } from "../data/entities/fpl-player";
import type { FplTeamItem } from "../data/entities/fpl-team";
import type { MembershipItem } from "../data/entities/membership";
import type { LeaguePicks } from "../data/stores/league-picks";

export interface BoardInputs {
  /** Each with its pick count (functions/data/stores/selections-store.ts keeps it). */
  members: MembershipItem[];
  /** Every member's picks with their scoring windows: the league's, or the reviewed simulation's (simulatedPicks). */
  picks: LeaguePicks;
  players: FplPlayerItem[];
  teams: FplTeamItem[];
  goals: GoalRecord[];
  gameweek: number;
  /** The table of the feed's current gameweek (not a past gameweek's). */
  current: boolean;
  simulated: boolean;
  viewerIsAdmin: boolean;
}

/**
 * The picks a board shows, in slot order: the drafted players, each replacement right after the
 * departed player it replaced, the January extra pick, then picks a re-executed draft ended.
 * A past gameweek's table leaves out picks that started after it; the current table shows the
 * league's open picks even before their first gameweek (a new pick scores from the next one).
 */
function shownPicks(picks: ScoredPick[], gameweek: number, current: boolean): ScoredPick[] {
  const visible = picks.filter((p) => p.fromGameweek <= gameweek || (current && p.toGameweek === undefined));
  const order: ScoredPick[] = [];
  const place = (p: ScoredPick) => {
    order.push(p);
    for (const r of visible.filter((x) => x.kind === "replacement" && x.replaces === p.playerId && x.fromGameweek >= (p.toGameweek ?? 0)))
      place(r);
  };
  for (const p of visible.filter((x) => x.kind === "draft" && x.endReason !== "redraft")) place(p);
  order.push(...visible.filter((x) => x.kind === "extra"), ...visible.filter((x) => x.endReason === "redraft" && x.kind !== "draft"));
  order.push(...visible.filter((x) => x.endReason === "redraft" && x.kind === "draft"));
  return [...new Set(order)];
}

/** A simulation's results as picks: admins review a draft over the season so far. */
export const simulatedPicks = (run: DraftRunItem | undefined): LeaguePicks =>
  Object.fromEntries((run?.results ?? []).map((r) => [r.userId, openPicks(r.playerIds, 1)]));

/** The members a board lists: archived members only while they still hold picks. */
const visibleMembers = (input: BoardInputs) => input.members.filter((m) => !m.isArchived || input.picks[m.userId]?.length);

/** The rows of `members` (unranked), each member's players with this gameweek's and the season's goals inside each pick's window. */
function rowsOf(input: BoardInputs, members: MembershipItem[]) {
  const players = new Map(input.players.map((p) => [p.playerId, p]));
  const teams = new Map(input.teams.map((t) => [t.teamId, t]));
  const scoring = members.map((m) => ({ userId: m.userId, picks: shownPicks(input.picks[m.userId] ?? [], input.gameweek, input.current) }));
  const scores = new Map(scoreMembers(scoring, input.goals, { gameweek: input.gameweek }).map((s) => [s.userId, s]));
  return members.map((m, i) => {
    const score = must(scores.get(m.userId), "the member's score");
    const selectedCount = m.pickCount ?? 0;
    return {
      userId: m.userId,
      leagueUserId: m.membershipId,
      username: m.username,
      ...(input.viewerIsAdmin && !input.simulated ? { userEmail: m.email } : {}),
      isArchived: m.isArchived,
      isSimulated: input.simulated,
      pickCount: selectedCount,
      pickStatus: { selectedCount, complete: selectedCount >= SELECTIONS_PER_USER },
      picks: scoring[i].picks.map((pick, j) => {
        const p = players.get(pick.playerId);
        return {
          playerId: pick.playerId,
          playerName: p?.webName ?? `Player ${pick.playerId}`,
          teamName: p?.teamName ?? "Unknown",
          teamShortName: (p && teams.get(p.teamId)?.shortName) ?? "",
          position: p?.position ?? "",
          status: p ? (p.removed ? "u" : p.status) : "u",
          kind: pick.kind,
          fromGameweek: pick.fromGameweek,
          ...(pick.toGameweek !== undefined ? { toGameweek: pick.toGameweek, endReason: pick.endReason } : {}),
          ...(pick.replaces !== undefined ? { replaces: pick.replaces } : {}),
          gameweekGoals: score.pickScores[j].gameweekGoals,
          seasonGoals: score.pickScores[j].seasonGoals,
        };
      }),
      currentGameweekGoals: score.currentGameweekGoals,
      totalGoals: score.totalGoals,
    };
  });
}

/**
 * The league table (product.md §3, Leaderboard entry): each member's players with this
 * gameweek's and the season's goals inside each pick's own scoring window, ranked. A simulated
 * board shows the reviewed simulation's picks over the season so far, so admins can
 * sanity-check a draft.
 */
export function buildBoard(input: BoardInputs) {
  return rank(rowsOf(input, visibleMembers(input)));
}

type BoardRows = ReturnType<typeof buildBoard>;

/** A built board with what it was built from (the goals as each player's per-gameweek counts): the next build redoes only what changed. */
export interface BuiltBoard {
  input: Omit<BoardInputs, "goals">;
  /** Per player the board's picks hold, their goals by gameweek as built (`goalsKey`). */
  goalsOfPlayers: Map<number, string>;
  rows: BoardRows;
  /** Each member's row as JSON without its position: a row a goal left alone is not serialised again. */
  rowJson: Map<string, string>;
}

/**
 * The ranked rows as JSON from each row's own JSON: rank adds `position` as a row's last field,
 * so a row's text is its fields' JSON with the position put before the closing brace. The same
 * text as `JSON.stringify(rows)`, without serialising the rows a goal left alone.
 */
export const boardJson = ({ rows, rowJson }: Pick<BuiltBoard, "rows" | "rowJson">) =>
  `[${rows.map((r) => `${must(rowJson.get(r.userId), "the row's JSON").slice(0, -1)},"position":${r.position}}`).join(",")}]`;

/** A board built in full, with what the next build needs. */
function fullBuild(input: BoardInputs, goalsOfPlayers: Map<number, string>): BuiltBoard {
  const { goals: _goals, ...kept } = input;
  const unranked = rowsOf(input, visibleMembers(input));
  const rowJson = new Map(unranked.map((r) => [r.userId, JSON.stringify(r)]));
  const rows = rank(unranked);
  return { input: kept, goalsOfPlayers, rows, rowJson };
}

/** Each goals set indexed once per function instance, however many boards are built from it. */
const indexes = new WeakMap<GoalRecord[], Map<number, Map<number, number>>>();
function goalIndex(goals: GoalRecord[]) {
  let index = indexes.get(goals);
  if (!index) indexes.set(goals, (index = goalsByPlayerWeek(goals)));
  return index;
}

/** A player's goals by gameweek as one comparable string. */
const goalsKey = (weeks: Map<number, number> | undefined) =>
  weeks
    ? [...weeks]
        .filter(([, n]) => n !== 0)
        .sort(([a], [b]) => a - b)
        .join(";")
    : "";

function goalsOfPlayers(input: BoardInputs): Map<number, string> {
  const index = goalIndex(input.goals);
  const held = new Map<number, string>();
  for (const picks of Object.values(input.picks))
    for (const p of picks) if (!held.has(p.playerId)) held.set(p.playerId, goalsKey(index.get(p.playerId)));
  return held;
}

/**
 * Whether a build can start from the one before: the same picks and catalogue (the same held
 * objects) and the same view, so only goals and members (each member's own object) can differ.
 */
const samePicksAndView = (a: Omit<BoardInputs, "goals">, b: BoardInputs) =>
  a.picks === b.picks &&
  a.players === b.players &&
  a.teams === b.teams &&
  a.gameweek === b.gameweek &&
  a.current === b.current &&
  a.simulated === b.simulated &&
  a.viewerIsAdmin === b.viewerIsAdmin;

/**
 * The board for `input`, equal to `buildBoard(input)`, from the board built before it: when only
 * goals or members differ (a goal, a correction; a member's edit, a join, a pick save), only the
 * rows of members holding a player whose goals moved, and of members whose own item is new, are
 * built again; all rows are ranked again in the members' order, as a fresh build ranks them (so
 * equal rows keep the same order and every instance answers the same bytes). Anything else is
 * built in full. At 1,000 members a goal or a member's edit redoes a few rows instead of all.
 */
export function rebuildBoard(previous: BuiltBoard | undefined, input: BoardInputs): BuiltBoard {
  const { goals: _goals, ...kept } = input;
  const goals = goalsOfPlayers(input);
  if (!previous || !samePicksAndView(previous.input, input)) return fullBuild(input, goals);
  const moved = new Set([...goals].filter(([id, key]) => previous.goalsOfPlayers.get(id) !== key).map(([id]) => id));
  if (moved.size === 0 && previous.input.members === input.members) return { ...previous, goalsOfPlayers: goals };
  const known = new Set(previous.input.members);
  const visible = visibleMembers(input);
  const affected = visible.filter((m) => !known.has(m) || (input.picks[m.userId] ?? []).some((p) => moved.has(p.playerId)));
  const redone = new Map(rowsOf(input, affected).map((r) => [r.userId, r]));
  // The rows' JSON of the members listed now only: a member who left takes theirs along.
  const rowJson = new Map(
    visible.map((m) => {
      const row = redone.get(m.userId);
      return [m.userId, row ? JSON.stringify(row) : must(previous.rowJson.get(m.userId), "the member's previous row")];
    }),
  );
  const before = new Map(previous.rows.map((r) => [r.userId, r]));
  const rows = rank(visible.map((m) => redone.get(m.userId) ?? must(before.get(m.userId), "the member's previous row")));
  return { input: kept, goalsOfPlayers: goals, rows, rowJson };
}
