import type { LiveDraftState } from "../../../shared/live-draft/state";
import { packJson, unpackJson } from "../table/compress";
import { isConditionFailure } from "../table/condition-failure";
import { LiveDraft, type LiveDraftItem } from "../entities/live-draft";

/** What a started draft keeps beside the rules' state. */
interface LiveDraftRecord {
  state: LiveDraftState;
  /** Participant (membership) id → user id, frozen at the start. */
  userIds: Record<string, string>;
}

export type StoredLiveDraft = Omit<LiveDraftItem, "stateGz"> & { record?: LiveDraftRecord };

const unpack = (item: LiveDraftItem): StoredLiveDraft => {
  const { stateGz, ...rest } = item;
  return { ...rest, record: unpackJson<LiveDraftRecord>(stateGz) };
};

/** A finished draft stays active until its execution is done, so a crash in between is resumed, not forgotten. */
const isActive = (status: LiveDraftItem["status"], executedAt: string | undefined) =>
  status === "scheduled" || status === "running" || status === "paused" || (status === "done" && executedAt === undefined);

/**
 * A draft that holds the league: scheduled, running, paused, or finished and still executing.
 * Meanwhile neither a second draft, nor the auto draft's execution, nor a switch of mode may start.
 */
export const holdsLeague = (stored: StoredLiveDraft | undefined) =>
  stored !== undefined &&
  (stored.status === "scheduled" ||
    stored.status === "running" ||
    stored.status === "paused" ||
    // Drafts finished before decision 0270 carry neither mark: they were executed as they finished.
    (stored.status === "done" && stored.active !== undefined && stored.executedAt === undefined));

export async function getLiveDraft(leagueId: string): Promise<StoredLiveDraft | undefined> {
  const { data } = await LiveDraft.get({ leagueId }).go();
  return data ? unpack(data) : undefined;
}

/** The draft's version alone (0 when none is stored): read without its packed state, for a room's subscribe. */
export async function liveDraftVersion(leagueId: string): Promise<number> {
  const { data } = await LiveDraft.get({ leagueId }).go({ attributes: ["version"] });
  return data?.version ?? 0;
}

type Fields = Omit<LiveDraftItem, "leagueId" | "stateGz" | "active" | "updatedAt"> & { record?: LiveDraftRecord };

const toItem = (leagueId: string, fields: Fields) => {
  // `active` is this write's to decide from the status, never a stored draft's spread back in.
  const { record, active: _was, ...rest } = fields as Fields & { active?: string };
  return {
    ...rest,
    leagueId,
    ...(record ? { stateGz: packJson(record) } : {}),
    ...(isActive(fields.status, fields.executedAt) ? { active: "active" } : {}),
    updatedAt: new Date().toISOString(),
  };
};

/**
 * Writes the draft if the stored one is still at `expectedVersion` (0: none stored, or the last
 * one was executed or cancelled, so a new draft may replace it; a finished one still executing may not). False when another write got
 * there first: the caller re-reads and re-applies its change to what is stored now.
 */
export async function saveLiveDraft(leagueId: string, expectedVersion: number, fields: Fields): Promise<boolean> {
  try {
    await LiveDraft.put(toItem(leagueId, fields))
      .where((attr, { notExists, eq }) =>
        expectedVersion === 0
          ? `${notExists(attr.leagueId)} OR (${eq(attr.status, "done")} AND ${notExists(attr.active)}) OR ${eq(attr.status, "cancelled")}`
          : eq(attr.version, expectedVersion),
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Whether the league's live draft holds it now (one draft at a time: the auto draft and the mode switch wait). */
export const leagueHeldByLiveDraft = async (leagueId: string) => holdsLeague(await getLiveDraft(leagueId));

/**
 * Marks a finished draft executed (its execution's last step): it leaves the sweep's index and
 * stops holding the league. Only that draft, only once it is done; a repeat changes nothing.
 */
export async function markLiveDraftExecuted(leagueId: string, draftId: string): Promise<void> {
  const stored = await getLiveDraft(leagueId);
  if (!stored || stored.draftId !== draftId || stored.status !== "done" || stored.executedAt) return;
  const { active: _held, updatedAt: _at, leagueId: _id, ...fields } = stored;
  // The version is kept: nothing the room shows changed. A lost race is a repeat of this mark.
  await saveLiveDraft(leagueId, stored.version, { ...fields, executedAt: new Date().toISOString() });
}

/** Every draft that holds its league (scheduled, running, paused, done and executing): what the clock's sweep looks at (a sparse index). */
export async function listActiveLiveDrafts(): Promise<StoredLiveDraft[]> {
  const { data } = await LiveDraft.query.activeDrafts({ active: "active" }).go({ pages: "all" });
  return data.map(unpack);
}
