import type { BoardRow, FinalAuditLog, FinishedSeason, PastSeason } from "../../shared/contract/responses";
import { auditLogHead, logLines } from "../../shared/draft/audit-log-pages";
import { unpackJson, unpackText } from "../data/table/compress";
import { getRun } from "../data/stores/draft-store";
import type { LeagueSeasonItem } from "../data/entities/league-season";

export const seasonSummaryView = (s: LeagueSeasonItem): FinishedSeason => ({
  season: s.season,
  seasonName: s.seasonName,
  finalGameweek: s.finalGameweek,
  finishedAt: s.finishedAt,
});

/**
 * A finished season as it ended, with the audit log of every draft it executed (read from the kept
 * runs): each log's first page, the rest through the draft's paged log route, as the live league's.
 */
export async function pastSeasonView(s: LeagueSeasonItem): Promise<PastSeason> {
  const runs = await Promise.all(s.executedRunIds.map((runId) => getRun(s.leagueId, runId, ["auditLogGz"])));
  const audits = runs
    .filter((run) => run !== undefined)
    .map((run): FinalAuditLog => ({
      kind: run.kind ?? "main",
      executedBy: run.executedByUsername,
      executedAt: run.finishedAt ?? run.createdAt,
      participantCount: run.participantCount ?? 0,
      auditLog: auditLogHead(run.runId, logLines(unpackText(run.auditLogGz))),
    }));
  return {
    ...seasonSummaryView(s),
    rows: unpackJson<BoardRow[]>(s.boardGz) ?? [],
    race: unpackJson<PastSeason["race"]>(s.raceGz) ?? { gameweeks: [], series: [] },
    audits,
  };
}
