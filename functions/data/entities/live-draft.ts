import type { EntityItem } from "electrodb";
import { mainIndex, secondaryIndex, tableEntity } from "../table/table-entity";

/**
 * A league's live draft (product.md §10.15): one item per league, so every change is one
 * conditional write on `version` (the local DynamoDB stand-in has no transactions) and a pick
 * racing the clock's autopick gives exactly one pick. The rules' whole state (order, picks,
 * clock) is packed in `stateGz`; what the clock and the lists query sits beside it.
 */
export const LiveDraft = /* @__PURE__ */ tableEntity("liveDraft", {
  attributes: {
    leagueId: { type: "string", required: true, readOnly: true },
    /** A new id per draft: the clock's executions and the pick log belong to one draft. */
    draftId: { type: "string", required: true },
    status: { type: ["scheduled", "running", "paused", "done", "cancelled"] as const, required: true },
    version: { type: "number", required: true },
    seasonName: { type: "string", required: true },
    clockName: { type: "string", required: true },
    overnightPause: { type: "boolean", required: true },
    /** When a scheduled draft starts (ISO); the start itself for a draft started now. */
    startsAt: { type: "string", required: true },
    /**
     * A draft set up at least an hour ahead: when its members hear it starts in an hour (epoch ms).
     * The clock's first look; removed once they were told.
     */
    remindAt: { type: "number" },
    /** The current turn's deadline (epoch ms) while running: what the clock waits for. */
    deadline: { type: "number" },
    /**
     * Once started, packed together: the rules' LiveDraftState (shared/live-draft/state.ts) and
     * each participant's user id by membership id, frozen at the start (results, notifications).
     */
    stateGz: { type: "string" },
    /**
     * When the finished draft's execution made its picks final and the league live (ISO): until
     * then a done draft is still the sweep's to finish (decision 0270).
     */
    executedAt: { type: "string" },
    /**
     * Present while scheduled, running, paused, or done and not yet executed: the sparse index
     * the clock's sweep reads, and what keeps the auto draft and the mode switch waiting.
     */
    active: { type: "string" },
    createdBy: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byLeague: mainIndex(["leagueId"], []),
    activeDrafts: secondaryIndex("gsi1", ["active"], ["leagueId"]),
  },
});

export type LiveDraftItem = EntityItem<typeof LiveDraft>;
