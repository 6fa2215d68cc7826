import type { LiveDraftState } from "../../shared/live-draft/state";
import { packJson, unpackJson } from "./compress";
import { isConditionFailure } from "./condition-failure";
import { LiveDraft, type LiveDraftItem } from "./entities/live-draft";

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

const isActive = (status: LiveDraftItem["status"]) => status === "scheduled" || status === "running" || status === "paused";

export async function getLiveDraft(leagueId: string): Promise<StoredLiveDraft | undefined> {
  const { data } = await LiveDraft.get({ leagueId }).go();
  return data ? unpack(data) : undefined;
}

type Fields = Omit<LiveDraftItem, "leagueId" | "stateGz" | "active" | "updatedAt"> & { record?: LiveDraftRecord };

const toItem = (leagueId: string, fields: Fields) => {
  const { record, ...rest } = fields;
  return {
    ...rest,
    leagueId,
    ...(record ? { stateGz: packJson(record) } : {}),
    ...(isActive(fields.status) ? { active: "active" } : {}),
    updatedAt: new Date().toISOString(),
  };
};

/**
 * Writes the draft if the stored one is still at `expectedVersion` (0: none stored, or the last
 * one finished or was cancelled, so a new draft may replace it). False when another write got
 * there first: the caller re-reads and re-applies its change to what is stored now.
 */
export async function saveLiveDraft(leagueId: string, expectedVersion: number, fields: Fields): Promise<boolean> {
  try {
    await LiveDraft.put(toItem(leagueId, fields))
      .where((attr, { notExists, eq }) =>
        expectedVersion === 0
          ? `${notExists(attr.leagueId)} OR ${eq(attr.status, "done")} OR ${eq(attr.status, "cancelled")}`
          : eq(attr.version, expectedVersion),
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Every scheduled, running or paused draft: what the clock's sweep looks at (a sparse index). */
export async function listActiveLiveDrafts(): Promise<StoredLiveDraft[]> {
  const { data } = await LiveDraft.query.activeDrafts({ active: "active" }).go({ pages: "all" });
  return data.map(unpack);
}
