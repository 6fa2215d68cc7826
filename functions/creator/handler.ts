import { z } from "zod";
import { csvFileName, toCsv } from "../../shared/csv";
import { joinEmails } from "../../shared/draft-rules";
import { filterRows } from "../../shared/table-filter";
import { allActivity } from "../data/activity-store";
import { listGameweeks, listPlayers } from "../data/feed-store";
import { goalsOfGameweek } from "../data/goals-store";
import { listAllLeagues, getRoster } from "../data/leagues-store";
import { entityCounts, entityRows } from "../data/table-browser";
import { requireCreator } from "../lib/access";
import { badRequest, notFound } from "../lib/errors";
import { httpApi } from "../lib/http-api";
import { logReader } from "../lib/log-reader";
import { logWindowFromQuery } from "./log-query";
import { reply, route } from "../lib/route";
import { routesOf } from "../routes";
import { gameweekView, goalScorersView } from "../feed/views";

const tableQuery = z.object({
  table: z.string().min(1, "Select a table first").max(64),
  search: z.string().max(100).optional(),
  gameweek: z.coerce.number().int().min(1).max(38).optional(),
  user: z.string().max(100).optional(),
});

async function browse(raw: Record<string, string>) {
  const parsed = tableQuery.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Invalid filter", "VALIDATION");
  const { table, ...filter } = parsed.data;
  if (!(await entityCounts()).some((t) => t.name === table)) throw notFound(`No table named ${table}`, "TABLE_NOT_FOUND");
  return { table, rows: filterRows(await entityRows(table), filter).slice(0, 1000) };
}

const currentWeek = async () => {
  const gameweeks = await listGameweeks();
  return { gameweeks, current: gameweeks.find((g) => g.isCurrent) ?? gameweeks.find((g) => g.isNext) };
};

/** The creator panel (spec calls §7.10): the site's operators only (403 'Creator access required'). */
export const handler = httpApi(routesOf("creator"), {
  logs: route({
    handler: async ({ user, query }) => {
      requireCreator(user);
      const { window, limit } = logWindowFromQuery(query);
      const page = await logReader().page("api", window, limit);
      return {
        ...page,
        entries: page.entries.map((l) => ({
          id: l.id,
          method: l.method,
          endpoint: l.endpoint,
          route: l.route,
          userId: l.userId,
          username: l.username,
          timestamp: l.timestamp,
          status: l.status,
          userAction: l.action,
          duration: l.durationMs,
          responseSize: l.responseSize,
          errorMessage: l.errorMessage ?? null,
        })),
      };
    },
  }),

  errors: route({
    handler: async ({ user, query }) => {
      requireCreator(user);
      const { window, limit } = logWindowFromQuery(query);
      return logReader().page("error", window, limit);
    },
  }),

  tables: route({
    handler: async ({ user }) => {
      requireCreator(user);
      return entityCounts();
    },
  }),

  tableData: route({
    handler: async ({ user, query }) => {
      requireCreator(user);
      return (await browse(query)).rows;
    },
  }),

  exportCsv: route({
    handler: async ({ user, params, query }) => {
      requireCreator(user);
      const { table, rows } = await browse({ ...query, table: params.table });
      return reply({
        statusCode: 200,
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${csvFileName(table, new Date())}"`,
          "cache-control": "no-store",
        },
        // A byte-order mark so spreadsheet apps read the UTF-8 names correctly.
        body: `\uFEFF${toCsv(rows)}`,
      });
    },
  }),

  gameweekInfo: route({
    handler: async ({ user }) => {
      requireCreator(user);
      const { gameweeks, current } = await currentWeek();
      const next = gameweeks.find((g) => g.isNext);
      return [current, next].filter((g) => g !== undefined).filter((g, i, all) => all.findIndex((x) => x!.gameweekId === g!.gameweekId) === i).map((g) => gameweekView(g!));
    },
  }),

  topScorers: route({
    handler: async ({ user }) => {
      requireCreator(user);
      const { current } = await currentWeek();
      if (!current) return [];
      const scorers = goalScorersView(await goalsOfGameweek(current.gameweekId), await listPlayers());
      return scorers.map((s) => ({ playerId: s.playerId, playerName: s.playerName, teamName: s.teamName, goalsScored: s.currentGameweekGoals }));
    },
  }),

  leagueActivity: route({
    handler: async ({ user }) => {
      requireCreator(user);
      return (await allActivity(300)).map((a) => ({
        id: a.activityId,
        actionType: a.actionType,
        username: a.username,
        timestamp: a.timestamp,
        leagueId: a.leagueId,
        actionDetails: a.details,
        metadata: a.metadata ?? {},
      }));
    },
  }),

  allEmails: route({
    handler: async ({ user }) => {
      requireCreator(user);
      const rosters = await Promise.all((await listAllLeagues()).map((l) => getRoster(l.leagueId)));
      const emails = rosters.flatMap((r) => r.members.map((m) => m.email));
      const joined = joinEmails(emails);
      return { emails: joined, emailCount: joined ? joined.split("; ").length : 0 };
    },
  }),

  testError: route({
    handler: async ({ user }) => {
      requireCreator(user);
      // The operator's smoke test: proves that a failure reaches the Errors tab with its stack.
      throw new Error("Test error raised from the creator panel");
    },
  }),
});
