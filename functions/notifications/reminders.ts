import { reminderMessage, reminderTargets, type ReminderLeague } from "../../shared/reminders";
import type { LeagueItem } from "../data/entities/league";
import { listGameweeks } from "../data/stores/feed-store";
import { getRoster, listAllLeagues } from "../data/stores/leagues-store";
import { sendNotifications } from "./send";

async function reminderLeagues(leagues: LeagueItem[]): Promise<ReminderLeague[]> {
  const draft = leagues.filter((l) => l.isDraftMode);
  return Promise.all(
    draft.map(async (league) => {
      const { members, selections } = await getRoster(league.leagueId);
      return {
        leagueId: league.leagueId,
        name: league.name,
        isDraftMode: true,
        members: members.map((m) => ({ userId: m.userId, isArchived: m.isArchived })),
        selectedCounts: Object.fromEntries(selections.map((s) => [s.userId, s.playerIds.length])),
      };
    }),
  );
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * picks_needed: one reminder per user per day at most (product.md §9), however often it runs and from
 * however many leagues it is asked for. Answers how many were sent.
 */
export async function sendPickReminders(leagues?: LeagueItem[], now = new Date()): Promise<{ sent: number; considered: number }> {
  const targets = reminderTargets(await reminderLeagues(leagues ?? (await listAllLeagues())));
  const sent = await sendNotifications(
    targets.map((target) => ({
      userId: target.userId,
      notification: {
        type: "picks_needed",
        title: "Your picks are needed",
        message: reminderMessage(target),
        actionUrl: "/register",
        leagueId: target.leagues[0].leagueId,
        leagueName: target.leagues[0].name,
      },
      dedupeKey: `picks_needed#${today(now)}`,
    })),
  );
  return { sent: sent.length, considered: targets.length };
}

/**
 * deadline_reminder: within 24 hours of the next gameweek deadline, members of draft leagues
 * with fewer than 15 picks hear once per gameweek.
 */
export async function sendDeadlineReminders(now = new Date()): Promise<{ sent: number; gameweek?: number }> {
  const next = (await listGameweeks()).find((g) => g.isNext && g.deadlineTime);
  if (!next?.deadlineTime) return { sent: 0 };
  const hoursLeft = (Date.parse(next.deadlineTime) - now.getTime()) / 3_600_000;
  if (hoursLeft < 0 || hoursLeft > 24) return { sent: 0, gameweek: next.gameweekId };
  const sent = await sendNotifications(
    reminderTargets(await reminderLeagues(await listAllLeagues())).map((target) => ({
      userId: target.userId,
      notification: {
        type: "deadline_reminder",
        title: `${next.name} deadline in ${Math.max(1, Math.round(hoursLeft))}h`,
        message: reminderMessage(target),
        actionUrl: "/register",
        leagueId: target.leagues[0].leagueId,
        leagueName: target.leagues[0].name,
      },
      dedupeKey: `deadline#${next.gameweekId}`,
    })),
  );
  return { sent: sent.length, gameweek: next.gameweekId };
}
