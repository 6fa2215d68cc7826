import type { ChatEmoji, ChatMessage as WireMessage, ChatMute, ChatReaction } from "../../../shared/chat/types";
import { CHAT_RATE_WINDOW_MS, isMuted, overRateLimit, rateLimitRetryAt } from "../../../shared/chat/rules";
import { deleteKeys } from "../table/batch-write";
import { isConditionFailure } from "../table/condition-failure";
import { ChatMember, type ChatMemberItem } from "../entities/chat-member";
import { ChatMessage, type ChatMessageItem } from "../entities/chat-message";
import { ChatReadMarker, type ChatReadMarkerItem } from "../entities/chat-read-marker";
import { Membership } from "../entities/membership";
import { newId } from "../table/ids";
import { deletePartition } from "../table/partition";

/** A conditional write lost to another at once is tried again on what that one wrote, this many times. */
const ATTEMPTS = 8;

async function retried<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isConditionFailure(error) || n >= ATTEMPTS) throw error;
    }
  }
}

export function toWire(item: ChatMessageItem): WireMessage {
  return {
    messageId: item.messageId,
    leagueId: item.leagueId,
    kind: item.kind,
    authorId: item.authorId ?? null,
    authorName: item.authorName ?? null,
    text: item.deletedAt ? "" : item.text,
    system: item.system ?? null,
    mentions: item.deletedAt ? [] : (item.mentions ?? []),
    reactions: item.deletedAt ? [] : ((item.reactions as ChatReaction[] | undefined) ?? []),
    createdAt: item.createdAt,
    editedAt: item.editedAt ?? null,
    deletedAt: item.deletedAt ?? null,
  };
}

/**
 * One page of history, newest first, older than `before` (a message id): one Query of the
 * league's own partition for `limit + 1` items, the extra one only telling whether an older page exists.
 */
export async function listMessages(
  leagueId: string,
  limit: number,
  before?: string,
): Promise<{ items: ChatMessageItem[]; next: string | null }> {
  const query = ChatMessage.query.byLeague({ leagueId, stream: "chat" });
  const { data } = await (before ? query.lt({ messageId: before }) : query).go({ order: "desc", limit: limit + 1 });
  const items = data.slice(0, limit);
  return { items, next: data.length > limit ? (items[items.length - 1]?.messageId ?? null) : null };
}

/** The id of the chat's newest message ("" before any): what a page that holds the newest page compares on joining the room. */
export async function newestMessageId(leagueId: string): Promise<string> {
  const { data } = await ChatMessage.query.byLeague({ leagueId, stream: "chat" }).go({ order: "desc", limit: 1 });
  return data[0]?.messageId ?? "";
}

export async function getMessage(leagueId: string, messageId: string): Promise<ChatMessageItem | undefined> {
  return (await ChatMessage.get({ leagueId, stream: "chat", messageId }).go()).data ?? undefined;
}

export type PostSlot = { ok: true } | { ok: false; mutedUntil: string } | { ok: false; retryAt: number };

/**
 * Takes one place in the member's rate window (and checks their mute) before a message is stored:
 * refused, nothing is written. The member's item is written only over the revision read, so posts at
 * once each see the others' places.
 */
export function claimPostSlot(leagueId: string, userId: string, now = Date.now()): Promise<PostSlot> {
  return retried(async () => {
    const member = (await ChatMember.get({ leagueId, userId }).go()).data;
    if (member && isMuted(member.mutedUntil, now)) return { ok: false, mutedUntil: member.mutedUntil as string };
    const recent = (member?.recent ?? []).filter((at) => at > now - CHAT_RATE_WINDOW_MS);
    if (overRateLimit(recent, now)) return { ok: false, retryAt: rateLimitRetryAt(recent, now) };
    await writeMember(member, { leagueId, userId }, { recent: [...recent, now] });
    return { ok: true };
  });
}

/** Writes fields of a member's chat item over the revision read (creating it when there was none). */
async function writeMember(
  member: ChatMemberItem | null,
  key: { leagueId: string; userId: string },
  fields: Partial<Pick<ChatMemberItem, "recent" | "mutedUntil" | "mutedBy" | "username">>,
): Promise<void> {
  if (!member) {
    await ChatMember.create({ ...key, ...fields, revision: 1 }).go();
    return;
  }
  await ChatMember.patch(key)
    .set({ ...fields, revision: member.revision + 1 })
    .where((attr, { eq }) => eq(attr.revision, member.revision))
    .go();
}

export async function storeMemberMessage(
  leagueId: string,
  author: { userId: string; username: string },
  text: string,
  mentions: string[],
): Promise<ChatMessageItem> {
  const { data } = await ChatMessage.create({
    leagueId,
    stream: "chat",
    messageId: newId(),
    kind: "member",
    authorId: author.userId,
    authorName: author.username,
    text,
    mentions,
    reactions: [],
    createdAt: new Date().toISOString(),
  }).go();
  return data;
}

/**
 * Stores a system message under an id its event determines: a redelivered event writes nothing
 * new. Answers the message when this call stored it, undefined when it was there already.
 */
export async function storeSystemMessage(
  leagueId: string,
  messageId: string,
  system: NonNullable<ChatMessageItem["system"]>,
  text: string,
  createdAt: string,
): Promise<ChatMessageItem | undefined> {
  try {
    const { data } = await ChatMessage.create({
      leagueId,
      stream: "chat",
      messageId,
      kind: "system",
      system,
      text,
      mentions: [],
      reactions: [],
      createdAt,
    }).go();
    return data;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

export async function editMessage(item: ChatMessageItem, text: string, mentions: string[]): Promise<ChatMessageItem> {
  const { data } = await ChatMessage.patch({ leagueId: item.leagueId, stream: "chat", messageId: item.messageId })
    .set({ text, mentions, editedAt: new Date().toISOString(), revision: item.revision + 1 })
    .where((attr, { eq, notExists }) => `${eq(attr.revision, item.revision)} AND ${notExists(attr.deletedAt)}`)
    .go({ response: "all_new" });
  return data as ChatMessageItem;
}

/** The text goes for everyone; the line stays, as "message deleted". */
export async function deleteMessage(item: ChatMessageItem, by: string): Promise<ChatMessageItem> {
  const { data } = await ChatMessage.patch({ leagueId: item.leagueId, stream: "chat", messageId: item.messageId })
    .set({ text: "", mentions: [], reactions: [], deletedAt: new Date().toISOString(), deletedBy: by, revision: item.revision + 1 })
    .go({ response: "all_new" });
  return data as ChatMessageItem;
}

/** The reactions once `userId`'s `emoji` is toggled: added when absent, removed when there (an emoji nobody holds goes). */
function toggled(reactions: readonly ChatReaction[], emoji: ChatEmoji, userId: string): ChatReaction[] {
  const existing = reactions.find((r) => r.emoji === emoji);
  if (!existing) return [...reactions, { emoji, userIds: [userId] }];
  const userIds = existing.userIds.includes(userId) ? existing.userIds.filter((id) => id !== userId) : [...existing.userIds, userId];
  return reactions.flatMap((r) => (r.emoji !== emoji ? [r] : userIds.length ? [{ emoji, userIds }] : []));
}

/** Toggles a reaction over the revision read; answers the message after, or undefined when it is gone or deleted. */
export function toggleReaction(
  leagueId: string,
  messageId: string,
  userId: string,
  emoji: ChatEmoji,
): Promise<ChatMessageItem | undefined> {
  return retried(async () => {
    const item = await getMessage(leagueId, messageId);
    if (!item || item.deletedAt) return undefined;
    const reactions = toggled((item.reactions as ChatReaction[] | undefined) ?? [], emoji, userId);
    const { data } = await ChatMessage.patch({ leagueId, stream: "chat", messageId })
      .set({ reactions, revision: item.revision + 1 })
      .where((attr, { eq }) => eq(attr.revision, item.revision))
      .go({ response: "all_new" });
    return data as ChatMessageItem;
  });
}

export async function getChatMember(leagueId: string, userId: string): Promise<ChatMemberItem | undefined> {
  return (await ChatMember.get({ leagueId, userId }).go()).data ?? undefined;
}

export function setMute(leagueId: string, member: { userId: string; username: string }, until: string | undefined, by: string) {
  return retried(async () => {
    const item = await getChatMember(leagueId, member.userId);
    if (!until) {
      if (!item?.mutedUntil) return;
      await ChatMember.patch({ leagueId, userId: member.userId })
        .remove(["mutedUntil", "mutedBy"])
        .set({ revision: item.revision + 1 })
        .where((attr, { eq }) => eq(attr.revision, item.revision))
        .go();
      return;
    }
    await writeMember(item ?? null, { leagueId, userId: member.userId }, { mutedUntil: until, mutedBy: by, username: member.username });
  });
}

export async function listMutes(leagueId: string, now = Date.now()): Promise<ChatMute[]> {
  const { data } = await ChatMember.query.byLeague({ leagueId }).go({ pages: "all" });
  return data
    .filter((m) => isMuted(m.mutedUntil, now))
    .map((m) => ({ leagueId, userId: m.userId, username: m.username ?? "", until: m.mutedUntil as string }));
}

/** Moves the member's read marker forward to `messageId` (never back: an older tab's marker does not undo a newer one). */
export async function markRead(userId: string, leagueId: string, messageId: string): Promise<string> {
  try {
    await ChatReadMarker.upsert({ userId, leagueId, lastReadId: messageId, readAt: new Date().toISOString() })
      .where((attr, { notExists, lt }) => `${notExists(attr.lastReadId)} OR ${lt(attr.lastReadId, messageId)}`)
      .go();
    return messageId;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await ChatReadMarker.get({ userId, leagueId }).go()).data?.lastReadId ?? messageId;
  }
}

export async function readMarkersOf(userId: string): Promise<ChatReadMarkerItem[]> {
  return (await ChatReadMarker.query.byUser({ userId }).go({ pages: "all" })).data;
}

/** Counted up to this many; the screens show "99+" past it. */
const UNREAD_CAP = 100;

/** Messages after the marker that are not the member's own, up to UNREAD_CAP: one Query of the history's newest end. */
export async function unreadCount(leagueId: string, userId: string, after: string | undefined): Promise<number> {
  const query = ChatMessage.query.byLeague({ leagueId, stream: "chat" });
  const { data } = await (after ? query.gt({ messageId: after }) : query).go({
    order: "desc",
    limit: UNREAD_CAP,
    attributes: ["messageId", "authorId", "deletedAt"],
  });
  return data.filter((m) => m.authorId !== userId && !m.deletedAt).length;
}

/**
 * A deleted league's chat: its history partition, its members' chat items (in the league's own
 * partition, which deleteLeague empties) and the read markers in its members' partitions.
 */
export async function deleteChatOf(leagueId: string, userIds: readonly string[]): Promise<void> {
  await deletePartition(ChatMessage.get({ leagueId, stream: "chat", messageId: "-" }).params().Key.pk as string);
  await deleteKeys(userIds.map((userId) => ChatReadMarker.get({ userId, leagueId }).params().Key as Record<string, unknown>));
}

/** The league's current members as the chat sees them: who may hear and be mentioned (archived members neither). */
export async function chatMembers(leagueId: string): Promise<Array<{ userId: string; username: string }>> {
  const { data } = await Membership.query.byLeague({ leagueId }).go({ pages: "all", attributes: ["userId", "username", "isArchived"] });
  return data.filter((m) => !m.isArchived).map((m) => ({ userId: m.userId, username: m.username }));
}
