import { currentGameweek } from "../../shared/gameweeks";
import { messages } from "../../shared/messages";
import { toCsv } from "../../shared/csv";
import { csvFileName } from "../../shared/csv-file-name";
import { joinEmails } from "../../shared/draft-rules";
import { filterRows, type TableFilter } from "../../shared/table-filter";
import { allActivity } from "../data/stores/activity-store";
import { listGameweeks, listPlayers } from "../data/stores/feed-store";
import { goalsOfSeason } from "../data/stores/goals-store";
import { listAllLeagues, getRoster } from "../data/stores/leagues-store";
import { decodeCursor, entityCounts, entityPage, entityRows } from "../data/table/table-browser";
import { badRequest, notFound } from "../lib/errors";
import { httpApi } from "../lib/http-api";
import { logReader } from "../lib/log-reader";
import { logWindowFromQuery } from "./log-query";
import { reply, route } from "../lib/route";
import { groupRoutes, creatorRoutes } from "../routes";
import { creatorRequests } from "../../shared/contract/requests/creator";
import { gameweekView, goalScorersView } from "../feed/views";

const api = creatorRoutes;

async function requireTable(table: string) {
  if (!(await entityCounts()).some((t) => t.name === table)) throw notFound(messages.noTable(table), "TABLE_NOT_FOUND");
}

/** Every matching row, for the CSV export. */
async function browse(table: string, filter: TableFilter) {
  await requireTable(table);
  return { table, rows: filterRows(await entityRows(table), filter) };
}

/** Rows per page of the DB browser when the call names no limit. */
const PAGE_SIZE = 100;

/** One page of matching rows and the cursor of the next (null at the end). */
async function browsePage(table: string, filter: TableFilter, cursor: string | undefined, limit = PAGE_SIZE) {
  const startKey = cursor === undefined ? undefined : decodeCursor(cursor);
  if (cursor !== undefined && !startKey) throw badRequest(messages.pageCursorInvalid, "INVALID_CURSOR");
  await requireTable(table);
  return entityPage(table, (row) => filterRows([row], filter).length === 1, limit, startKey);
}

const currentWeek = async () => {
  const gameweeks = await listGameweeks();
  return { gameweeks, current: currentGameweek(gameweeks) };
};

/** The creator panel (product.md §7.10): the site's operators only (403 'Creator access required'). */
export const handler = httpApi(groupRoutes("creator", api), creatorRequests, {
  logs: route(api.logs, async ({ query }) => {
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
  }),

  errors: route(api.errors, async ({ query }) => {
    const { window, limit } = logWindowFromQuery(query);
    return logReader().page("error", window, limit);
  }),

  tables: route(api.tables, async () => {
    return entityCounts();
  }),

  tableData: route(api.tableData, async ({ query: { table, cursor, limit, ...filter } }) => {
    return browsePage(table, filter, cursor, limit);
  }),

  exportCsv: route(api.exportCsv, async ({ params, query }) => {
    const { table, rows } = await browse(params.table, query);
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
  }),

  gameweekInfo: route(api.gameweekInfo, async () => {
    const { gameweeks, current } = await currentWeek();
    const next = gameweeks.find((g) => g.isNext);
    return [current, next]
      .filter((g) => g !== undefined)
      .filter((g, i, all) => all.findIndex((x) => x.gameweekId === g.gameweekId) === i)
      .map((g) => gameweekView(g));
  }),

  topScorers: route(api.topScorers, async () => {
    const { current } = await currentWeek();
    if (!current) return [];
    const scorers = goalScorersView(await goalsOfSeason(), current.gameweekId, await listPlayers());
    return scorers.map((s) => ({
      playerId: s.playerId,
      playerName: s.playerName,
      teamName: s.teamName,
      goalsScored: s.currentGameweekGoals,
    }));
  }),

  leagueActivity: route(api.leagueActivity, async () => {
    return (await allActivity(300)).map((a) => ({
      id: a.activityId,
      actionType: a.actionType,
      username: a.username,
      timestamp: a.timestamp,
      leagueId: a.leagueId,
      actionDetails: a.details,
      metadata: a.metadata ?? {},
    }));
  }),

  allEmails: route(api.allEmails, async () => {
    const rosters = await Promise.all((await listAllLeagues()).map((l) => getRoster(l.leagueId)));
    const emails = rosters.flatMap((r) => r.members.map((m) => m.email));
    const joined = joinEmails(emails);
    return { emails: joined, emailCount: joined ? joined.split("; ").length : 0 };
  }),

  testError: route(api.testError, async () => {
    // The operator's smoke test: proves that a failure reaches the Errors tab with its stack.
    throw new Error("Test error raised from the creator panel");
  }),
});
