import { z } from "zod";
import { categories, severities } from "../../events/catalog";
import { filterActivity } from "../../shared/activity-filter";
import { allActivity, leagueActivity } from "../data/activity-store";
import type { ActivityItem } from "../data/entities/activity";
import { requireAdmin, requireCreator } from "../lib/access";
import { badRequest } from "../lib/errors";
import { httpApi } from "../lib/http-api";
import { route } from "../lib/route";
import { routesOf } from "../routes";

const query = z.object({
  leagueId: z.string().max(64).optional(),
  search: z.string().max(100).optional(),
  severity: z.enum([...severities, "all"]).optional(),
  category: z.enum([...categories, "all"]).optional(),
});

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

/** The activity log (spec calls §7.6): a league's admins read their league's; the creator reads all. */
export const handler = httpApi(routesOf("activity"), {
  list: route({
    handler: async ({ user, query: raw }) => {
      const parsed = query.safeParse(raw);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Invalid filter", "VALIDATION");
      const { leagueId, ...filter } = parsed.data;
      let entries: ActivityItem[];
      if (leagueId) {
        await requireAdmin(leagueId, user);
        entries = await leagueActivity(leagueId);
      } else {
        requireCreator(user);
        entries = await allActivity();
      }
      return filterActivity(entries.map(view), { search: filter.search, severity: filter.severity, category: filter.category });
    },
  }),
});
