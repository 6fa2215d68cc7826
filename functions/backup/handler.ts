import { backupFileName, type BackupType } from "../../shared/backup";
import { exportLeague, type LeagueExport } from "../data/stores/backup-store";
import { unpackText } from "../data/table/compress";
import { httpApi } from "../lib/http-api";
import { reply, route } from "../lib/route";
import { groupRoutes, backupRoutes } from "../routes";
import { backupRequests } from "../../shared/contract/requests/backup";

const api = backupRoutes;

export const BACKUP_FORMAT = "treble-backup";

/** What each kind holds; `full` is everything needed to rebuild the league (the restore CLI). */
function contents(type: BackupType, data: LeagueExport) {
  // Which season the league plays (product.md §10.13): its label, the store season, and the ones it finished.
  const league = {
    id: data.league.leagueId,
    name: data.league.name,
    code: data.league.code,
    isDraftMode: data.league.isDraftMode,
    seasonName: data.league.seasonName,
    season: data.league.feedSeason ?? null,
    finishedSeasons: (data.leagueSeasons ?? []).map((s) => ({ season: s.season, seasonName: s.seasonName, finishedAt: s.finishedAt })),
  };
  const finalRun = data.draftRuns.find((r) => r.runId === data.league.currentRunId);
  switch (type) {
    case "users":
      return {
        league,
        users: data.members.map((m) => ({
          id: m.membershipId,
          username: m.username,
          email: m.email,
          isAdmin: m.isAdmin,
          isArchived: m.isArchived,
          archivedReason: m.archivedReason ?? null,
          joinedAt: m.joinedAt,
        })),
        invitations: data.invitations.map((i) => ({ name: i.name, email: i.email, createdAt: i.createdAt })),
      };
    case "selections":
      return {
        league,
        selections: data.selections.map((s) => ({
          username: data.members.find((m) => m.userId === s.userId)?.username ?? s.userId,
          playerIds: s.playerIds,
          registeredAt: s.registeredAt ?? null,
          updatedAt: s.updatedAt,
        })),
      };
    case "picks":
      return {
        league,
        finalDraft: finalRun
          ? {
              runId: finalRun.runId,
              executedAt: finalRun.finishedAt ?? finalRun.createdAt,
              seed: finalRun.seed,
              auditLog: unpackText(finalRun.auditLogGz),
              picks: finalRun.results ?? [],
            }
          : null,
      };
    case "full":
      return { league, data };
  }
}

/** Backups (product.md §7.9): a league's admins download a JSON file. */
export const handler = httpApi(groupRoutes("backup", api), backupRequests, {
  download: route(api.download, async ({ params: { type }, access: { league } }) => {
    const now = new Date();
    const body = {
      format: BACKUP_FORMAT,
      version: 1,
      type,
      exportedAt: now.toISOString(),
      ...contents(type, await exportLeague(league.leagueId)),
    };
    return reply({
      statusCode: 200,
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="${backupFileName(type, league.name, now)}"`,
        "cache-control": "no-store",
      },
      body: JSON.stringify(body, null, 1),
    });
  }),
});
