import type { FixtureScore, GoalsChangedDetail } from "../../events/catalog";
import { currentGameweek } from "../../shared/gameweeks";
import { standings } from "../../shared/leaderboard/standings";
import { goalsByPlayerWeek } from "../../shared/scoring";
import {
  alertId,
  goalAlert,
  goalKey,
  goalMoments,
  recipientsOf,
  scoredKey,
  type GoalMoment,
  type LeagueStanding,
} from "../../shared/goal-alerts";
import { boardRoster } from "../data/read-models/board-reads";
import { getLeagues } from "../data/stores/leagues-store";
import { wasNotified } from "../data/stores/notifications-store";
import type { SeasonSnapshot } from "../data/read-models/season-snapshot";
import { sendNotifications, type Outgoing } from "../notifications/send";
import type { GoalsRead } from "./goals-read";

/**
 * Each league holding a scorer, ranked as its board ranks it for the goals' gameweek: the board's
 * totals and places (shared/leaderboard/standings.ts) from the league's held roster and the
 * season's goals indexed once for every league, without building the board's rows.
 */
async function leagueStandings(gameweek: number, leagueIds: string[], snapshot: SeasonSnapshot) {
  const leagues = (await getLeagues(leagueIds)).filter((l) => !l.isDraftMode).sort((a, b) => a.name.localeCompare(b.name));
  const current = currentGameweek(snapshot.gameweeks)?.gameweekId === gameweek;
  const goals = goalsByPlayerWeek(snapshot.goals);
  return Promise.all(
    leagues.map(async (league): Promise<LeagueStanding> => {
      const { members, picks } = await boardRoster(league);
      const rows = standings({ members, picks, goals, gameweek, current });
      return { leagueId: league.leagueId, leagueName: league.name, members, picks, rows };
    }),
  );
}

/**
 * Goal alerts (product.md §10.16): each goal (or goal taken back) the goals refresh announced
 * becomes one goal_alert per member whose live league's final pick scored it inside that pick's
 * window, naming the player, the match, the score, and the member's gameweek goals and place in
 * each such league. A correction goes to the members told of the goal. Ids and dedupe keys come
 * from the goal (season, fixture, player, ordinal) and the member, so a redelivered event or a
 * retried invocation writes and sends nothing twice. Answers how many alerts were stored.
 */
export async function alertGoals(detail: GoalsChangedDetail, read: GoalsRead): Promise<number> {
  const moments = detail.changes.flatMap(goalMoments);
  if (moments.length === 0) return 0;
  const holding = new Map([...read.index].map(([playerId, items]) => [playerId, items.map((item) => item.leagueId)]));
  // The refresh announces before it records its run, so the season's goals held under the feed's
  // version may not have this change yet: the event's gameweek is read as stored now, which is
  // what the board shows once the run is recorded (decision 0282).
  const week = read.goals.filter((g) => g.gameweekId === detail.gameweek);
  const snapshot = { ...read.snapshot, goals: [...read.snapshot.goals.filter((g) => g.gameweekId !== detail.gameweek), ...week] };
  const leagueIds = [...new Set(moments.flatMap((m) => holding.get(m.playerId) ?? []))];
  if (leagueIds.length === 0) return 0;
  const leagues = await leagueStandings(detail.gameweek, leagueIds, snapshot);
  const players = new Map(snapshot.players.map((p) => [p.playerId, p]));
  const teams = new Map(snapshot.teams.map((t) => [t.teamId, t]));
  const fixtures = new Map(detail.fixtures.map((f) => [f.fixtureId, f]));

  const outgoing: Outgoing[] = [];
  for (const [index, moment] of moments.entries()) {
    const held = new Set(holding.get(moment.playerId) ?? []);
    let recipients = recipientsOf(
      moment.playerId,
      detail.gameweek,
      leagues.filter((l) => held.has(l.leagueId)),
    );
    // A correction is news only to those who heard of the goal.
    if (moment.takenBack) {
      const told = await Promise.all(recipients.map((r) => wasNotified(r.userId, scoredKey(detail.season, moment))));
      recipients = recipients.filter((_, i) => told[i]);
    }
    const facts = factsOf(moment, detail, fixtures.get(moment.fixtureId), players, teams);
    const key = goalKey(detail.season, moment);
    for (const recipient of recipients) {
      const text = goalAlert(facts, recipient.places);
      const only = recipient.places.length === 1 ? recipient.places[0] : undefined;
      outgoing.push({
        userId: recipient.userId,
        notification: {
          type: "goal_alert",
          title: text.title,
          message: text.message,
          actionUrl: "/leaderboard",
          story: text.story,
          ...(only ? { leagueId: only.leagueId, leagueName: only.leagueName } : {}),
        },
        dedupeKey: key,
        notificationId: alertId(detail.detectedAt, index, key, recipient.userId),
      });
    }
  }
  return (await sendNotifications(outgoing)).length;
}

function factsOf(
  moment: GoalMoment,
  detail: GoalsChangedDetail,
  fixture: FixtureScore | undefined,
  players: Map<number, { webName: string; teamId: number }>,
  teams: Map<number, { name: string }>,
) {
  const player = players.get(moment.playerId);
  const change = detail.changes.find((c) => c.playerId === moment.playerId && c.fixtureId === moment.fixtureId);
  const side =
    fixture && player ? (player.teamId === fixture.teamH ? "home" : player.teamId === fixture.teamA ? "away" : undefined) : undefined;
  return {
    playerName: player?.webName ?? `Player ${moment.playerId}`,
    home: (fixture && teams.get(fixture.teamH)?.name) ?? "Home",
    away: (fixture && teams.get(fixture.teamA)?.name) ?? "Away",
    homeScore: fixture?.teamHScore ?? null,
    awayScore: fixture?.teamAScore ?? null,
    side: side as "home" | "away" | undefined,
    playerGoals: change?.after ?? moment.ordinal,
    takenBack: moment.takenBack,
  };
}
