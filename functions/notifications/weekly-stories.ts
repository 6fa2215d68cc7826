import { must } from "../../shared/must";
import { crownLine, seasonChampions } from "../../shared/season-winner";
import { leagueWeek } from "../../shared/weekly-story";
import type { LeagueItem } from "../data/entities/league";
import { getRun } from "../data/stores/draft-store";
import { picksOfRun } from "../data/stores/league-picks";
import { getRoster, listAllLeagues } from "../data/stores/leagues-store";
import { claimLeagueMoment, releaseLeagueMoment } from "../data/stores/notification-settings-store";
import { seasonOfLeague } from "../data/read-models/season";
import { seasonSnapshot } from "../data/read-models/season-snapshot";
import { sendNotifications } from "./send";
import type { WeeklyStory } from "./story";

/**
 * After a gameweek's goals are final, each live league's members get their weekly story once.
 * A claim per league and gameweek makes the hourly job cheap (one conditional write per league
 * once told) and the per-member dedupe key makes a half-finished run safe to repeat.
 */
export async function sendWeeklyStories(): Promise<{ gameweek?: number; leagues: number; sent: number }> {
  const live = (await listAllLeagues()).filter((l) => !l.isDraftMode && l.currentRunId);
  let told = 0;
  let sent = 0;
  let latest: number | undefined;
  for (const league of live) {
    // Each league reads its own season's feed (product.md §10.13); the snapshot is cached per season.
    const season = await seasonOfLeague(league);
    const { players, gameweeks, goals } = await seasonSnapshot(season);
    const finished = gameweeks.filter((g) => g.goalsFinal).sort((a, b) => b.gameweekId - a.gameweekId)[0];
    if (!finished || (league.scoringStartGameweek ?? 1) > finished.gameweekId) continue;
    latest = Math.max(latest ?? 0, finished.gameweekId);
    // Gameweek numbers repeat every season: the claim names the season too.
    const moment = `story#${season}#${finished.gameweekId}`;
    if (!(await claimLeagueMoment(league.leagueId, moment))) continue;
    try {
      // The season's last gameweek ends it: that week's story crowns the winner.
      const last = Math.max(...gameweeks.map((g) => g.gameweekId));
      const names = new Map(players.map((p) => [p.playerId, p.webName]));
      sent += await tellLeague(league, finished, goals, names, finished.gameweekId === last);
      told++;
    } catch (error) {
      await releaseLeagueMoment(league.leagueId, moment);
      throw error;
    }
  }
  return { gameweek: latest, leagues: told, sent };
}

async function tellLeague(
  league: LeagueItem,
  gameweek: { gameweekId: number; name: string },
  goals: Array<{ gameweekId: number; playerId: number; goals: number }>,
  names: Map<number, string>,
  seasonOver: boolean,
): Promise<number> {
  const [{ members }, run] = await Promise.all([
    getRoster(league.leagueId),
    getRun(league.leagueId, must(league.currentRunId, "the league's final draft")),
  ]);
  // Each pick's own scoring window (a January replacement or extra pick included), as the board scores them.
  const picks = picksOfRun(league, run);
  const drafted = members
    .filter((m) => picks[m.userId]?.length)
    .map((m) => ({ userId: m.userId, username: m.username, picks: picks[m.userId] }));
  if (drafted.length === 0) return 0;
  const week = leagueWeek(drafted, goals, { scoringStart: league.scoringStartGameweek ?? 1, gameweek: gameweek.gameweekId });
  const topScorers = week.topScorers.map((s) => ({ name: names.get(s.playerId) ?? `Player ${s.playerId}`, goals: s.goals }));
  const crown = seasonOver ? crownLine(seasonChampions(week.table), league.seasonName) : null;
  const stored = await sendNotifications(
    week.table.map((me) => {
      const story: WeeklyStory = {
        kind: "weekly",
        gameweek: gameweek.name,
        topScorers,
        table: week.table.map((r) => ({ username: r.username, totalGoals: r.totalGoals, move: r.move, isYou: r.userId === me.userId })),
        ...(crown ? { crown } : {}),
      };
      const moved = me.move > 0 ? `up ${me.move}` : me.move < 0 ? `down ${-me.move}` : "holding";
      return {
        userId: me.userId,
        notification: {
          type: "weekly_story" as const,
          title: crown ? `The ${league.seasonName} season is over in ${league.name}` : `${gameweek.name} in ${league.name}`,
          message: crown
            ? `${crown} Your players scored ${me.weekGoals} in ${gameweek.name}. You finished ${ordinal(me.position)} on ${me.totalGoals} goals.`
            : `Your players scored ${me.weekGoals}. You are ${ordinal(me.position)} on ${me.totalGoals} goals (${moved}).`,
          actionUrl: "/leaderboard",
          leagueId: league.leagueId,
          leagueName: league.name,
          story,
        },
        dedupeKey: `story#${league.leagueId}#${gameweek.gameweekId}`,
      };
    }),
  );
  return stored.length;
}

const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")}`;
