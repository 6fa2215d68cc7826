import { filterActivity } from "../../shared/activity-filter";
import { allActivity, leagueActivity } from "../data/stores/activity-store";
import type { ActivityItem } from "../data/entities/activity";
import { httpApi } from "../lib/http-api";
import { route } from "../lib/route";
import { groupRoutes, activityRoutes } from "../routes";
import { activityRequests } from "../../shared/contract/requests/activity";

const api = activityRoutes;

const view = (a: ActivityItem) => ({
  id: a.activityId,
  leagueId: a.leagueId,
  username: a.username,
  actionType: a.actionType,
  actionDetails: a.details,
  severity: a.severity,
  category: a.category,
  timestamp: a.timestamp,
  ipAddress: a.ipAddress ?? null,
  userAgent: a.userAgent ?? null,
  metadata: a.metadata ?? {},
});

/** The activity log (product.md §7.6): a league's admins read their league's; the creator reads all. */
export const handler = httpApi(groupRoutes("activity", api), activityRequests, {
  list: route(api.list, async ({ access, query: filter }) => {
    const entries = access ? await leagueActivity(access.league.leagueId) : await allActivity();
    return filterActivity(entries.map(view), { search: filter.search, severity: filter.severity, category: filter.category });
  }),
});
