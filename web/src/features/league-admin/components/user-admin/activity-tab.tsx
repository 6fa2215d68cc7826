import type { UserLeague } from "@shared/types";
import { ActivityLog } from "@/features/league-admin/components/activity/activity-log";

/** Activity tab: the league's log with its search, severity and category filters. */
export function ActivityTab({ league }: { league: UserLeague }) {
  return <ActivityLog leagueId={league.id} title={`${league.name} activity`} />;
}
