import type { GameweekView, GoalScorer, Player, RefreshRunView, RefreshStatus, VerificationPlayer } from "../../shared/feed-types";
import type { FplPlayerItem } from "../data/entities/fpl-player";
import type { GameweekItem } from "../data/entities/gameweek";
import type { GameweekGoalsItem } from "../data/entities/gameweek-goals";
import type { FeedVersionItem } from "../data/entities/feed-version";
import type { RefreshRunItem } from "../data/entities/refresh-run";

/** Answer shapes of the feed calls (product.md §7.4, §7.6, §7.7). */
export const playerView = (p: FplPlayerItem): Player => ({
  id: p.playerId,
  webName: p.webName,
  firstName: p.firstName,
  secondName: p.secondName,
  teamName: p.teamName,
  position: p.position,
  goalsScored: p.goalsScored,
  nowCost: p.nowCost,
  status: p.status,
  news: p.news,
  goalsLastSeason: p.goalsLastSeason ?? null,
});

export const gameweekView = (g: GameweekItem): GameweekView => ({
  id: g.gameweekId,
  name: g.name,
  isCurrent: g.isCurrent,
  isNext: g.isNext,
  isFinished: g.isFinished,
  deadlineTime: g.deadlineTime ?? null,
});

/**
 * Each player's season goals as the board counts them: the sum of his stored weeks (up to
 * `upTo`), so the week being played counts; the feed's own season total can lag it (decision 0282).
 */
export function seasonGoals(season: GameweekGoalsItem[], upTo = Number.POSITIVE_INFINITY): Map<number, number> {
  const total = new Map<number, number>();
  for (const g of season) if (g.gameweekId <= upTo) total.set(g.playerId, (total.get(g.playerId) ?? 0) + g.goals);
  return total;
}

/**
 * The players with their season goals as the board counts them. Before any week is stored (a new
 * season, a first start) the feed's total is all there is.
 */
export function withSeasonGoals(players: FplPlayerItem[], season: GameweekGoalsItem[]): FplPlayerItem[] {
  if (!season.length) return players;
  const total = seasonGoals(season);
  return players.map((p) => ({ ...p, goalsScored: total.get(p.playerId) ?? 0 }));
}

/** Scorers of one gameweek, most goals first; the season total (the stored weeks' up to this one) breaks ties. */
export function goalScorersView(season: GameweekGoalsItem[], gameweek: number, players: FplPlayerItem[]): GoalScorer[] {
  const byId = new Map(players.map((p) => [p.playerId, p]));
  const total = seasonGoals(season, gameweek);
  return season
    .filter((g) => g.gameweekId === gameweek && g.goals > 0)
    .map((g) => {
      const p = byId.get(g.playerId);
      return {
        playerId: g.playerId,
        playerName: p?.webName ?? `Player ${g.playerId}`,
        teamName: p?.teamName ?? "Unknown",
        position: p?.position ?? "Unknown",
        currentGameweekGoals: g.goals,
        totalGoals: total.get(g.playerId) ?? g.goals,
      };
    })
    .sort(
      (a, b) => b.currentGameweekGoals - a.currentGameweekGoals || b.totalGoals - a.totalGoals || a.playerName.localeCompare(b.playerName),
    );
}

export function verificationView(players: FplPlayerItem[], weekGoals: GameweekGoalsItem[]): VerificationPlayer[] {
  const thisWeek = new Map(weekGoals.map((g) => [g.playerId, g.goals]));
  return players
    .filter((p) => p.goalsScored > 0)
    .sort((a, b) => b.goalsScored - a.goalsScored || a.webName.localeCompare(b.webName))
    .map((p) => ({
      playerId: p.playerId,
      playerName: p.webName,
      teamName: p.teamName,
      totalGoals: p.goalsScored,
      currentGameweekGoals: thisWeek.get(p.playerId) ?? 0,
      price: p.nowCost,
    }));
}

export const runView = (r: RefreshRunItem): RefreshRunView => ({
  runId: r.runId,
  kind: r.kind,
  source: r.source,
  status: r.status,
  reason: r.reason ?? null,
  startedAt: r.startedAt,
  finishedAt: r.finishedAt,
  durationMs: r.durationMs,
  feedCalls: r.feedCalls,
  reads: r.reads,
  writes: r.writes,
  steps: r.steps,
});

/** The last good goals refresh is what the data on screen comes from; the last attempt may have failed since. */
export function refreshStatusView(runs: RefreshRunItem[], version: FeedVersionItem | undefined): RefreshStatus {
  const lastOk = runs.find((r) => r.status === "ok");
  const latest = runs[0];
  return {
    lastGoalsRefresh: lastOk?.finishedAt ?? null,
    dataVersion: version?.version ?? null,
    lastRefreshSource: lastOk?.source ?? null,
    lastRefreshDuration: lastOk?.durationMs ?? null,
    lastAttempt: latest ? { at: latest.finishedAt, status: latest.status, reason: latest.reason ?? null } : null,
  };
}
