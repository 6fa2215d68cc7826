/**
 * Goal alerts (product.md §10.16): who hears of a goal, what the alert says, how alerts held
 * through quiet hours come out as one summary, and the keys that make each goal alert once per
 * member. Pure, so the alert target, the release job and the tests share one definition.
 */
import type { GoalChange } from "../events/catalog";
import { holds, type ScoredPick } from "./scoring";
import { placeInWords, sharedPositions } from "./places";
import { plural, sentence } from "./text";

/** More goals than one player has ever scored in a Premier League match (5), with room. */
const MAX_GOALS = 20;

/** One goal of a player in a fixture: the n-th (`ordinal`), scored or taken back. */
export interface GoalMoment {
  fixtureId: number;
  playerId: number;
  ordinal: number;
  takenBack: boolean;
}

/**
 * The goals one change stands for: `after > before` is goals `before + 1 … after` scored,
 * `after < before` is goals `after + 1 … before` taken back (the last ones first).
 */
export function goalMoments(change: GoalChange): GoalMoment[] {
  const { fixtureId, playerId, before, after } = change;
  // Counts no match has seen are a broken report, not goals: nothing to alert (and no loop to run).
  const count = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_GOALS;
  if (!count(before) || !count(after)) return [];
  const moments: GoalMoment[] = [];
  for (let n = before + 1; n <= after; n++) moments.push({ fixtureId, playerId, ordinal: n, takenBack: false });
  for (let n = before; n > after && n >= 1; n--) moments.push({ fixtureId, playerId, ordinal: n, takenBack: true });
  return moments;
}

/**
 * A goal's identity, the same whichever refresh (or redelivery) reports it: the season, the
 * fixture, the player and the ordinal. A correction has a key of its own.
 */
export function goalKey(season: string, moment: GoalMoment): string {
  return `${moment.takenBack ? "goalback" : "goal"}#${season}#${moment.fixtureId}#${moment.playerId}#${moment.ordinal}`;
}

/** The key of the goal a correction takes back: only a member told of that goal hears it was taken back. */
export const scoredKey = (season: string, moment: GoalMoment) => goalKey(season, { ...moment, takenBack: false });

/** 64-bit FNV-1a, as hex: a stable digest with no platform crypto, for ids that must come out the same twice. */
function digest(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 0x100000001b3n);
  return hash.toString(16).padStart(16, "0");
}

/**
 * A goal alert's notification id: time-ordered like every notification id (the bell lists by
 * id), from the moment the goal was detected and its place among the event's goals (so goals
 * found together keep their order), then a digest of the goal and the member. A redelivered
 * event or a retried invocation computes the same id.
 */
export function alertId(detectedAt: string, index: number, key: string, userId: string): string {
  const ms = Number.isNaN(Date.parse(detectedAt)) ? 0 : Date.parse(detectedAt);
  return (
    ms.toString(36).padStart(9, "0") +
    Math.min(index, 36 ** 2 - 1)
      .toString(36)
      .padStart(2, "0") +
    digest(`${key}#${userId}`)
  );
}

/** A league holding the scorer, as its board ranks it for the goal's gameweek. */
export interface LeagueStanding {
  leagueId: string;
  leagueName: string;
  members: ReadonlyArray<{ userId: string; isArchived: boolean }>;
  picks: Readonly<Record<string, readonly ScoredPick[]>>;
  /** The board's standings (shared/leaderboard/standings.ts): position (ties share one) and gameweek goals. */
  rows: ReadonlyArray<{ userId: string; position: number; currentGameweekGoals: number }>;
}

export interface Place {
  leagueId: string;
  leagueName: string;
  position: number;
  gameweekGoals: number;
  /** Another member holds the same position: said "joint 1st", as the board shows "=1". */
  tied?: boolean;
}

export interface Recipient {
  userId: string;
  /** Every league in which the goal is the member's, in the order the leagues were given. */
  places: Place[];
}

/**
 * Who hears of a goal: each member (not archived) of the given live leagues whose final pick is
 * the scorer with a scoring window that holds the gameweek; one recipient per member, listing
 * every such league.
 */
export function recipientsOf(playerId: number, gameweek: number, leagues: readonly LeagueStanding[]): Recipient[] {
  const byUser = new Map<string, Place[]>();
  for (const league of leagues) {
    const rows = new Map(league.rows.map((r) => [r.userId, r]));
    const shared = sharedPositions(league.rows);
    for (const member of league.members) {
      if (member.isArchived) continue;
      const scores = (league.picks[member.userId] ?? []).some((p) => p.playerId === playerId && holds(p, gameweek));
      const row = rows.get(member.userId);
      if (!scores || !row) continue;
      const places = byUser.get(member.userId) ?? [];
      places.push({
        leagueId: league.leagueId,
        leagueName: league.leagueName,
        position: row.position,
        gameweekGoals: row.currentGameweekGoals,
        tied: shared.has(row.position),
      });
      byUser.set(member.userId, places);
    }
  }
  return [...byUser].map(([userId, places]) => ({ userId, places }));
}

/** What the alert says of the goal: the player, the match and its score. */
export interface GoalFacts {
  playerName: string;
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  /** The scorer's side of the fixture, when the player's club is one of its two. */
  side?: "home" | "away";
  /** The player's goals in the fixture after this change. */
  playerGoals: number;
  takenBack: boolean;
}

/**
 * The score as the feed gave it, unless it cannot be right: the feed's scores lag its scorers, and
 * "Saka scores, 0-0" would be false, so a score whose scorer's side has fewer goals than the
 * scorer is left out.
 */
function shownScore(f: GoalFacts): string | undefined {
  if (f.homeScore === null || f.awayScore === null) return undefined;
  const mine = f.side === "home" ? f.homeScore : f.side === "away" ? f.awayScore : undefined;
  if (mine !== undefined && mine < f.playerGoals) return undefined;
  return `${f.homeScore}-${f.awayScore}`;
}

/** "Saka scores for Arsenal v Chelsea, 1-0" or "Goal taken back: Saka, Arsenal v Chelsea, now 0-0". */
export function goalHeadline(f: GoalFacts): string {
  const match = `${f.home} v ${f.away}`;
  const score = shownScore(f);
  if (f.takenBack) return `Goal taken back: ${f.playerName}, ${match}${score ? `, now ${score}` : ""}`;
  return `${f.playerName} scores for ${match}${score ? `, ${score}` : ""}`;
}

/**
 * "You have 3 this gameweek, 2nd in Expat Dads"; in several leagues with the same goals, "You
 * have 3 this gameweek: 2nd in Expat Dads, 1st in Work League"; where the goals differ (other
 * picks), each league says its own.
 */
const placeOf = (p: Place) => placeInWords(p.position, p.tied ?? false);

export function standingLine(places: readonly Place[]): string {
  if (places.length === 0) return "";
  const goals = places[0].gameweekGoals;
  if (places.every((p) => p.gameweekGoals === goals)) {
    const where = places.map((p) => `${placeOf(p)} in ${p.leagueName}`).join(", ");
    return `You have ${goals} this gameweek${places.length === 1 ? ", " : ": "}${where}`;
  }
  return `This gameweek: ${places.map((p) => `${plural(p.gameweekGoals, "goal")} in ${p.leagueName} (${placeOf(p)})`).join(", ")}`;
}

/** What a goal alert stores besides its text, for the quiet-hours summary. */
export interface GoalStory {
  kind: "goal";
  headline: string;
  standing: string;
  takenBack: boolean;
}

export interface GoalAlertText {
  title: string;
  message: string;
  story: GoalStory;
}

export function goalAlert(facts: GoalFacts, places: readonly Place[]): GoalAlertText {
  const headline = goalHeadline(facts);
  const standing = standingLine(places);
  return {
    title: facts.takenBack ? `Goal taken back: ${facts.playerName}` : `Goal! ${facts.playerName}`,
    message: [sentence(headline), standing && sentence(standing)].filter(Boolean).join(" "),
    story: { kind: "goal", headline, standing, takenBack: facts.takenBack },
  };
}

/** How many goals a summary names before "and N more": a push shows a few lines. */
const SUMMARY_LINES = 5;

/**
 * Goal alerts held through quiet hours, as the one message sent when they end: each goal in
 * the order it came, and the standing of the latest (the newest news of the member's place).
 */
export function goalSummary(stories: readonly GoalStory[]): { title: string; message: string } {
  const scored = stories.filter((s) => !s.takenBack).length;
  const back = stories.length - scored;
  const title = `While you were away: ${plural(scored, "goal")}${back ? `, ${back} taken back` : ""}`;
  const shown = stories.slice(0, SUMMARY_LINES).map((s) => sentence(s.headline));
  if (stories.length > SUMMARY_LINES) shown.push(`And ${stories.length - SUMMARY_LINES} more.`);
  const latest = stories.at(-1)?.standing;
  return { title, message: [...shown, ...(latest ? [sentence(latest)] : [])].join(" ") };
}

export const isGoalStory = (story: unknown): story is GoalStory =>
  typeof story === "object" && story !== null && (story as { kind?: unknown }).kind === "goal";
