import { must } from "../../shared/must";
import { SELECTIONS_PER_USER } from "../../shared/constants";
import { tallyBoard } from "../../shared/leaderboard/standings";
import { goalsByPlayerWeek, openPicks, rank, type GoalIndex, type GoalRecord, type ScoredPick } from "../../shared/scoring";
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

/** A simulation's results as picks: admins review a draft over the season so far. */
export const simulatedPicks = (run: DraftRunItem | undefined): LeaguePicks =>
  Object.fromEntries((run?.results ?? []).map((r) => [r.userId, openPicks(r.playerIds, 1)]));

/** Each goals set indexed once per function instance, however many boards are built from it. */
const indexes = new WeakMap<GoalRecord[], GoalIndex>();
function goalIndex(goals: GoalRecord[]) {
  let index = indexes.get(goals);
  if (!index) indexes.set(goals, (index = goalsByPlayerWeek(goals)));
  return index;
}

/**
 * What one member's row is made of: the member's item, the picks it shows with each player's and
 * club's item, and each pick's goals. Two rows made of the same items and numbers are the same
 * row, so a row whose sources did not change is not built or serialised again.
 */
interface RowSources {
  member: MembershipItem;
  picks: ScoredPick[];
  players: Array<FplPlayerItem | undefined>;
  teams: Array<FplTeamItem | undefined>;
  /** Each pick's gameweek goals then season goals, in pick order. */
  goals: number[];
  currentGameweekGoals: number;
  totalGoals: number;
}

/** Each listed member's row sources: the board's tally (shared with the goal alerts) with each pick's player and club. */
function sourcesOf(input: BoardInputs): RowSources[] {
  const players = new Map(input.players.map((p) => [p.playerId, p]));
  const teams = new Map(input.teams.map((t) => [t.teamId, t]));
  return tallyBoard({ ...input, goals: goalIndex(input.goals) }).map(({ member, picks, score }) => {
    const shown = picks.map((p) => players.get(p.playerId));
    // A loop, not flatMap: this runs for every member on every build (a new gameweek at 1,000 members).
    const { pickScores } = score;
    const goals = new Array<number>(2 * pickScores.length);
    for (let k = 0; k < pickScores.length; k++) {
      goals[2 * k] = pickScores[k].gameweekGoals;
      goals[2 * k + 1] = pickScores[k].seasonGoals;
    }
    return {
      member,
      picks,
      players: shown,
      teams: shown.map((p) => p && teams.get(p.teamId)),
      goals,
      currentGameweekGoals: score.currentGameweekGoals,
      totalGoals: score.totalGoals,
    };
  });
}

const sameItems = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const sameSources = (a: RowSources, b: RowSources) =>
  a.member === b.member &&
  sameItems(a.picks, b.picks) &&
  sameItems(a.players, b.players) &&
  sameItems(a.teams, b.teams) &&
  sameItems(a.goals, b.goals);

/** A member's row (unranked) from its sources. */
function rowOf(input: BoardInputs, { member: m, picks, players, teams, goals, currentGameweekGoals, totalGoals }: RowSources) {
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
    picks: picks.map((pick, j) => {
      const p = players[j];
      return {
        playerId: pick.playerId,
        playerName: p?.webName ?? `Player ${pick.playerId}`,
        teamName: p?.teamName ?? "Unknown",
        teamShortName: teams[j]?.shortName ?? "",
        position: p?.position ?? "",
        status: p ? (p.removed ? "u" : p.status) : "u",
        kind: pick.kind,
        fromGameweek: pick.fromGameweek,
        ...(pick.toGameweek !== undefined ? { toGameweek: pick.toGameweek, endReason: pick.endReason } : {}),
        ...(pick.replaces !== undefined ? { replaces: pick.replaces } : {}),
        gameweekGoals: goals[2 * j],
        seasonGoals: goals[2 * j + 1],
      };
    }),
    currentGameweekGoals,
    totalGoals,
  };
}

/**
 * The league table (product.md §3, Leaderboard entry): each member's players with this
 * gameweek's and the season's goals inside each pick's own scoring window, ranked. A simulated
 * board shows the reviewed simulation's picks over the season so far, so admins can
 * sanity-check a draft.
 */
export function buildBoard(input: BoardInputs) {
  return rank(sourcesOf(input).map((sources) => rowOf(input, sources)));
}

type BoardRows = ReturnType<typeof buildBoard>;

/** A built board with what each row was built from: the next build redoes only the rows whose sources changed. */
export interface BuiltBoard {
  view: Pick<BoardInputs, "simulated" | "viewerIsAdmin">;
  sources: Map<string, RowSources>;
  rows: BoardRows;
  /** Each member's row as JSON without its position: a row left alone is not serialised again. */
  rowJson: Map<string, string>;
}

/**
 * The ranked rows as JSON from each row's own JSON: rank adds `position` as a row's last field,
 * so a row's text is its fields' JSON with the position put before the closing brace. The same
 * text as `JSON.stringify(rows)`, without serialising the rows a change left alone.
 */
export const boardJson = ({ rows, rowJson }: Pick<BuiltBoard, "rows" | "rowJson">) =>
  `[${rows.map((r) => `${must(rowJson.get(r.userId), "the row's JSON").slice(0, -1)},"position":${r.position}}`).join(",")}]`;

/**
 * The board for `input`, equal to `buildBoard(input)`, from the board built before it: every
 * row's sources are worked out again (cheap: a few picks and sums per member), and only the rows
 * whose sources differ are built and serialised again; all rows are ranked again in the members'
 * order, as a fresh build ranks them (so equal rows keep the same order and every instance answers
 * the same bytes). So a goal redoes the rows of the scorer's holders, a member's edit that
 * member's row, a new gameweek the rows with goals in the week before or the new one, a few
 * changed players their holders' rows; a re-read roster or picks (new items) redo every row.
 */
export function rebuildBoard(previous: BuiltBoard | undefined, input: BoardInputs): BuiltBoard {
  const view = { simulated: input.simulated, viewerIsAdmin: input.viewerIsAdmin };
  const reusable = previous && previous.view.simulated === view.simulated && previous.view.viewerIsAdmin === view.viewerIsAdmin;
  const before = new Map(reusable ? previous.rows.map((r) => [r.userId, r]) : []);
  const sources = new Map<string, RowSources>();
  const rowJson = new Map<string, string>();
  const rows = sourcesOf(input).map((now) => {
    const userId = now.member.userId;
    sources.set(userId, now);
    const then = reusable ? previous.sources.get(userId) : undefined;
    const kept = then && sameSources(then, now) ? before.get(userId) : undefined;
    if (kept) {
      rowJson.set(userId, must(previous?.rowJson.get(userId), "the member's previous row"));
      return kept;
    }
    const row = rowOf(input, now);
    rowJson.set(userId, JSON.stringify(row));
    return row;
  });
  return { view, sources, rows: rank(rows), rowJson };
}
