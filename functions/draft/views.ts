import type { DraftPick } from "../../shared/contract/responses";
import type { DraftRunItem } from "../data/entities/draft-run";
import type { FplPlayerItem } from "../data/entities/fpl-player";
import { logHeadOf } from "./audit-log";

export const pickView = (id: number, players: Map<number, FplPlayerItem>): DraftPick => {
  const p = players.get(id);
  return { playerId: id, playerName: p?.webName ?? `Player ${id}`, teamName: p?.teamName ?? "Unknown", position: p?.position ?? "Unknown" };
};

/** A run's results as the dashboard shows them: each participant's order and named picks. */
export const draftResultsView = (run: DraftRunItem, players: Map<number, FplPlayerItem>) =>
  (run.results ?? [])
    .map((r) => ({
      userId: r.userId,
      leagueUserId: r.membershipId,
      username: r.username,
      draftOrder: r.draftOrder,
      picks: r.playerIds.map((id) => pickView(id, players)),
    }))
    .sort((a, b) => a.draftOrder - b.draftOrder);

/** A history entry (product.md §3, Draft execution history entry). */
export const historyView = (run: DraftRunItem) => ({
  id: run.runId,
  kind: run.kind ?? ("main" as const),
  executionType: run.executionType,
  status: run.status,
  timestamp: run.createdAt,
  participantCount: run.participantCount ?? 0,
  archivedUserCount: run.archivedUsers?.length ?? 0,
  processingTimeMs: run.processingTimeMs ?? null,
  executedByUsername: run.executedByUsername,
  seed: run.seed,
  ok: run.ok ?? false,
  error: run.error ?? null,
  resultCount: run.results?.length ?? 0,
  auditLog: logHeadOf(run),
});
