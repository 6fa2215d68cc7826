import { openPicks, picksAfterDraft, type FeedPosition, type ScoredPick } from "../../../shared/scoring";
import { deleteKeys } from "../table/batch-write";
import { packJson, unpackJson } from "../table/compress";
import { getRun, updateRun } from "./draft-store";
import type { DraftRunItem } from "../entities/draft-run";
import type { LeagueItem } from "../entities/league";
import { LeaguePicksPart, type LeaguePicksPartItem } from "../entities/league-picks-part";
import { putAll } from "../table/put-all";

export type LeaguePicks = Record<string, ScoredPick[]>;

/** A chunk's text, well under the 400 KB item limit with its keys (1,000 members take ~35 KB in all). */
const CHUNK_CHARS = 300_000;

/**
 * A league's picks with their scoring windows as of an executed run. Runs adopted before
 * windows existed only hold player ids: they all score from the league's scoring start.
 */
export function picksOfRun(league: Pick<LeagueItem, "scoringStartGameweek">, run: DraftRunItem | undefined): LeaguePicks {
  if (!run) return {};
  const stored = unpackJson<LeaguePicks>(run.picksGz);
  if (stored) return stored;
  return Object.fromEntries((run.results ?? []).map((r) => [r.userId, openPicks(r.playerIds, league.scoringStartGameweek ?? 1)]));
}

/**
 * Writes a run's picks into the league's roster collection (chunk items, batch puts), where the
 * board reads them with the members. Whole records, so writing them again changes nothing.
 */
export async function storeLeaguePicks(leagueId: string, runId: string, picks: LeaguePicks): Promise<void> {
  const packed = packJson(picks);
  const parts = Math.max(1, Math.ceil(packed.length / CHUNK_CHARS));
  await putAll(
    LeaguePicksPart,
    Array.from({ length: parts }, (_, index) => ({
      leagueId,
      runId,
      index,
      parts,
      text: packed.slice(index * CHUNK_CHARS, (index + 1) * CHUNK_CHARS),
    })),
  );
}

/** The picks of `runId` from chunks read with the roster; undefined unless every chunk of it is there. */
export function joinLeaguePicks(chunks: LeaguePicksPartItem[], runId: string): LeaguePicks | undefined {
  const mine = chunks.filter((c) => c.runId === runId).sort((a, b) => a.index - b.index);
  if (mine.length === 0 || mine.length !== mine[0].parts || mine.some((c, i) => c.index !== i)) return undefined;
  return unpackJson<LeaguePicks>(mine.map((c) => c.text).join(""));
}

/** Deletes the chunks of every run but the one the league now points at (after it adopted that one). */
export async function pruneLeaguePicks(leagueId: string, keepRunId: string): Promise<void> {
  const { data } = await LeaguePicksPart.query.byLeague({ leagueId }).go({ pages: "all", attributes: ["leagueId", "runId", "index"] });
  const stale = data.filter((c) => c.runId !== keepRunId);
  await deleteKeys(stale.map((c) => LeaguePicksPart.delete(c).params<{ Key: Record<string, unknown> }>().Key));
}

/**
 * Writes onto an execution the picks it leaves the league with: the previous final run's
 * windows ended, this run's players opened (product.md §10.14), and copies them where the board reads
 * them. Computed once: a retried step finds them stored and answers (and copies) the same.
 */
export async function settleDraftPicks(league: LeagueItem, run: DraftRunItem, at: FeedPosition): Promise<LeaguePicks> {
  const stored = unpackJson<LeaguePicks>(run.picksGz);
  if (stored) {
    await storeLeaguePicks(league.leagueId, run.runId, stored);
    return stored;
  }
  const previousRunId = league.currentRunId !== run.runId ? league.currentRunId : undefined;
  const previous = previousRunId ? picksOfRun(league, await getRun(league.leagueId, previousRunId)) : {};
  const picks = picksAfterDraft(previous, run.results ?? [], at);
  await updateRun(league.leagueId, run.runId, { picksGz: packJson(picks) });
  await storeLeaguePicks(league.leagueId, run.runId, picks);
  return picks;
}
