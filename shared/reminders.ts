import { SELECTIONS_PER_USER } from "./constants";

export interface ReminderLeague {
  leagueId: string;
  name: string;
  isDraftMode: boolean;
  members: Array<{ userId: string; isArchived: boolean }>;
  selectedCounts: Record<string, number>;
}

export interface ReminderTarget {
  userId: string;
  leagues: Array<{ leagueId: string; name: string; selected: number }>;
}

/**
 * Who needs a nudge: active members of draft-mode leagues with fewer than 15 picks, grouped by
 * user so that one person hears once, naming every league that waits for them.
 */
export function reminderTargets(leagues: ReminderLeague[]): ReminderTarget[] {
  const byUser = new Map<string, ReminderTarget>();
  for (const league of leagues.filter((l) => l.isDraftMode)) {
    for (const member of league.members.filter((m) => !m.isArchived)) {
      const selected = league.selectedCounts[member.userId] ?? 0;
      if (selected >= SELECTIONS_PER_USER) continue;
      const target = byUser.get(member.userId) ?? { userId: member.userId, leagues: [] };
      target.leagues.push({ leagueId: league.leagueId, name: league.name, selected });
      byUser.set(member.userId, target);
    }
  }
  return [...byUser.values()];
}

export function reminderMessage(target: ReminderTarget): string {
  const parts = target.leagues.map((l) => `${l.name} (${l.selected}/${SELECTIONS_PER_USER})`);
  return `Finish ranking your ${SELECTIONS_PER_USER} players before the draft: ${parts.join(", ")}.`;
}

/** Notification ages as the bell shows them (product.md §2: 'Just now', 'Nh ago', 'Nd ago'). */
export function notificationAge(createdAt: string, now: Date): string {
  const hours = Math.floor((now.getTime() - Date.parse(createdAt)) / 3_600_000);
  if (hours < 1) return "Just now";
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** The bell's badge caps at '9+'. */
export const badgeText = (unread: number) => (unread <= 0 ? "" : unread > 9 ? "9+" : String(unread));
