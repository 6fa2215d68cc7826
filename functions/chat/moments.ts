import { createHash } from "node:crypto";
import type { EventBridgeEnvelope, LiveDraftChangedDetail } from "../../events/catalog";
import { systemText, type SystemMoment } from "../../shared/chat/system-messages";
import { REALTIME_PROTOCOL } from "../../shared/contract/realtime";
import type { BoardRow } from "../../shared/contract/responses";
import { storeSystemMessage, toWire } from "../data/stores/chat-store";
import { unpackJson } from "../data/table/compress";
import { getRun } from "../data/stores/draft-store";
import { listPlayers } from "../data/stores/feed-store";
import { getLeagueSeason } from "../data/stores/league-seasons-store";
import { getLiveDraft } from "../data/stores/live-draft-store";
import { mapLimit } from "../lib/map-limit";
import { toRoom } from "./fan-out";

/** A moment of one league, keyed by what makes it that moment (the event and, within it, the goal or the pick). */
export interface Posting {
  leagueId: string;
  key: string;
  at: string;
  moment: SystemMoment;
}

/**
 * The message's id: its time first (ids order the history) and a hash of its key, so the same
 * moment (a redelivered event, a rule run twice) is the same item and is stored once.
 */
function systemMessageId(key: string, at: string): string {
  const ms = Number.isFinite(Date.parse(at)) ? Date.parse(at) : Date.now();
  return ms.toString(36).padStart(9, "0") + createHash("sha256").update(key).digest("hex").slice(0, 16);
}

/** Stores each moment once and tells the league's room of the ones this call stored. */
export async function postMoments(postings: Posting[], event: EventBridgeEnvelope<unknown>): Promise<number> {
  const results = await mapLimit(postings, 8, async (p) => {
    const item = await storeSystemMessage(p.leagueId, systemMessageId(p.key, p.at), p.moment.kind, systemText(p.moment), p.at);
    if (!item) return 0;
    await toRoom(
      { v: REALTIME_PROTOCOL, type: "chat.posted", leagueId: p.leagueId, message: toWire(item) },
      { eventId: event.id, rule: "chat-moments" },
    );
    return 1;
  });
  const failure = results.find((r) => r instanceof Error);
  if (failure) throw failure;
  return results.reduce<number>((sum, r) => sum + (r as number), 0);
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Members joining, leaving or removed, a season's end and a draft's result: the app's own domain events. */
async function leagueMoments(event: EventBridgeEnvelope): Promise<Posting[]> {
  const { leagueId, actor, metadata, occurredAt } = event.detail;
  const at = occurredAt;
  const key = `${event.id}#${leagueId}`;
  const one = (moment: SystemMoment) => [{ leagueId, key, at, moment }];
  switch (event["detail-type"]) {
    case "MEMBER_JOINED":
      return one({ kind: "member_joined", username: actor.username });
    case "USER_ADDED": {
      // An invitation is not a member yet: they join (MEMBER_JOINED) when they sign in.
      const username = text(metadata?.username);
      return username ? one({ kind: "member_joined", username }) : [];
    }
    case "USER_REMOVED": {
      const username = text(metadata?.username);
      return username ? one({ kind: "member_removed", username }) : [];
    }
    case "USER_TRANSFERRED": {
      const username = text(metadata?.username);
      if (!username) return [];
      return one(metadata?.from === leagueId ? { kind: "member_left", username } : { kind: "member_joined", username });
    }
    case "SEASON_STARTED": {
      const from = text(metadata?.from);
      const finished = from ? await getLeagueSeason(leagueId, from) : undefined;
      if (!finished) return [];
      const rows = unpackJson<BoardRow[]>(finished.boardGz) ?? [];
      const top = rows.filter((r) => r.position === 1 && !r.isArchived);
      return one({
        kind: "season_ended",
        season: finished.seasonName,
        winners: top.map((r) => r.username),
        goals: top[0]?.totalGoals ?? 0,
      });
    }
    case "ROUND_ROBIN_EXECUTED": {
      // A live draft's result is posted from the room's own events, pick by pick and at its end.
      if (actor.username.startsWith("Live draft")) return [];
      const runId = text(metadata?.runId);
      const run = runId ? await getRun(leagueId, runId, ["results"]) : undefined;
      if (!run?.results) return [];
      const names = await playerNames();
      const picks = [...run.results]
        .sort((a, b) => a.draftOrder - b.draftOrder)
        .map((r) => ({ username: r.username, playerNames: r.playerIds.map((id) => names.get(id) ?? `#${id}`) }));
      return one({ kind: "draft_result", picks });
    }
    default:
      return [];
  }
}

async function playerNames(season?: string): Promise<Map<number, string>> {
  return new Map((await listPlayers(season)).map((p) => [p.playerId, p.webName]));
}

/**
 * A live draft's picks as they are made, and its result when it is done. The event names the
 * draft's version, not the pick, so the draft is read: its latest picks are posted (each once,
 * keyed by its draft, turn and player, so a pick an admin undid and made again is posted again).
 */
async function liveDraftMoments(event: EventBridgeEnvelope<LiveDraftChangedDetail>): Promise<Posting[]> {
  const { leagueId, draftId, status } = event.detail;
  if (event.detail.moment?.kind === "undo") return [];
  const stored = await getLiveDraft(leagueId);
  const state = stored?.record?.state;
  if (!state || stored?.draftId !== draftId) return [];
  const names = await playerNames();
  const usernames = new Map(state.order.map((o) => [o.participantId, o.username]));
  const nameOf = (id: number | null) => (id === null ? "nobody (no player was free)" : (names.get(id) ?? `#${id}`));
  // A change is one pick, or a few when autopicks follow at once: the last few cover them all.
  const recent = state.picks.slice(-state.order.length);
  const postings: Posting[] = recent.map((p) => ({
    leagueId,
    key: `live#${draftId}#${p.overall}#${p.playerId}#${p.at}`,
    at: new Date(p.at).toISOString(),
    moment: {
      kind: "draft_pick",
      username: usernames.get(p.participantId) ?? "Someone",
      playerName: nameOf(p.playerId),
      round: p.round,
      overall: p.overall,
      auto: p.by === "autopick",
    },
  }));
  if (status === "done") {
    const picks = state.order.map((o) => ({
      username: o.username,
      playerNames: state.picks.filter((p) => p.participantId === o.participantId && p.playerId !== null).map((p) => nameOf(p.playerId)),
    }));
    const last = state.picks[state.picks.length - 1]?.at ?? Date.now();
    postings.push({
      leagueId,
      key: `live#${draftId}#result`,
      at: new Date(last + 1).toISOString(),
      moment: { kind: "draft_result", picks },
    });
  }
  return postings;
}

/**
 * EventBridge target: the league's moments post themselves into its chat as system messages
 * (product.md §10.17), from the events the app already publishes. Goals are posted by match
 * day's one reaction to a goal (decision 0300), through `goalLines` (chat/goal-lines.ts).
 */
export async function handler(event: EventBridgeEnvelope<unknown>): Promise<number> {
  const postings =
    event["detail-type"] === "LIVE_DRAFT_CHANGED"
      ? await liveDraftMoments(event as EventBridgeEnvelope<LiveDraftChangedDetail>)
      : await leagueMoments(event as EventBridgeEnvelope);
  return postMoments(postings, event);
}
