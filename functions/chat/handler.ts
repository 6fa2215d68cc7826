import createError from "http-errors";
import { chatMessages } from "../../shared/chat/messages";
import { findMentions } from "../../shared/chat/mentions";
import { CHAT_PAGE_DEFAULT, muteEnds } from "../../shared/chat/rules";
import { chatRequests } from "../../shared/contract/requests/chat";
import { REALTIME_PROTOCOL } from "../../shared/contract/realtime";
import {
  chatMembers,
  claimPostSlot,
  deleteMessage,
  editMessage,
  getMessage,
  listMessages,
  listMutes,
  markRead,
  readMarkersOf,
  setMute,
  storeMemberMessage,
  toggleReaction,
  toWire,
  unreadCount,
} from "../data/stores/chat-store";
import type { ChatMessageItem } from "../data/entities/chat-message";
import { getMembership, listMembershipsOfUser } from "../data/stores/leagues-store";
import type { LeagueAccess } from "../lib/access";
import { badRequest, forbidden, notFound } from "../lib/errors";
import { httpApi } from "../lib/http-api";
import { reply, route } from "../lib/route";
import { chatRoutes, groupRoutes } from "../routes";
import { toRoom } from "./fan-out";
import { notifyMentions } from "./mentions";

const api = chatRoutes;

/** Only current members use the chat: the route's role lets an archived member through, the chat does not. */
function current(access: LeagueAccess): LeagueAccess {
  if (access.membership.isArchived) throw forbidden(chatMessages.archived, "CHAT_ARCHIVED");
  return access;
}

async function messageOf(leagueId: string, messageId: string): Promise<ChatMessageItem> {
  const item = await getMessage(leagueId, messageId);
  if (!item) throw notFound(chatMessages.notFound, "MESSAGE_NOT_FOUND");
  return item;
}

/** Who a text mentions: the league's current members named by `@username`, never the author. */
async function mentionsIn(leagueId: string, text: string, authorId: string) {
  if (!text.includes("@")) return { members: undefined, mentioned: [] };
  const members = await chatMembers(leagueId);
  return { members, mentioned: findMentions(text, members).filter((m) => m.userId !== authorId) };
}

const ruleOf = (name: string) => ({ eventId: `chat-${name}`, rule: `chat-${name}` });

/** The league's chat (issue 39, product.md §10.17). */
export const handler = httpApi(groupRoutes("chat", api), chatRequests, {
  list: route(api.list, async ({ access, params, query }) => {
    current(access);
    const page = await listMessages(params.id, query.limit ?? CHAT_PAGE_DEFAULT, query.before);
    return { messages: page.items.map(toWire), next: page.next };
  }),

  post: route(api.post, async ({ access, params, body, user }) => {
    const { league, membership } = current(access);
    const slot = await claimPostSlot(params.id, user.userId);
    if (!slot.ok && "mutedUntil" in slot) {
      const error = forbidden(chatMessages.muted(slot.mutedUntil), "CHAT_MUTED");
      error.body = { mutedUntil: slot.mutedUntil };
      throw error;
    }
    if (!slot.ok) {
      const retryAfterSeconds = Math.max(1, Math.ceil((slot.retryAt - Date.now()) / 1000));
      const error = createError(429, chatMessages.rateLimited(retryAfterSeconds), { code: "CHAT_RATE_LIMITED" });
      error.body = { retryAfterSeconds };
      throw error;
    }
    const { members, mentioned } = await mentionsIn(params.id, body.text, user.userId);
    const item = await storeMemberMessage(
      params.id,
      { userId: user.userId, username: membership.username },
      body.text,
      mentioned.map((m) => m.userId),
    );
    const message = toWire(item);
    await toRoom({ v: REALTIME_PROTOCOL, type: "chat.posted", leagueId: params.id, message }, ruleOf("posted"), members);
    await notifyMentions(league, item, mentioned);
    return reply({
      statusCode: 201,
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
      body: JSON.stringify(message),
    });
  }),

  edit: route(api.edit, async ({ access, params, body, user }) => {
    const { league } = current(access);
    const item = await messageOf(params.id, params.messageId);
    if (item.kind === "system") throw forbidden(chatMessages.systemMessage, "SYSTEM_MESSAGE");
    if (item.authorId !== user.userId) throw forbidden(chatMessages.notAuthor, "NOT_AUTHOR");
    if (item.deletedAt) throw badRequest(chatMessages.deleted, "MESSAGE_DELETED");
    const { members, mentioned } = await mentionsIn(params.id, body.text, user.userId);
    const edited = await editMessage(
      item,
      body.text,
      mentioned.map((m) => m.userId),
    );
    const message = toWire(edited);
    await toRoom(
      {
        v: REALTIME_PROTOCOL,
        type: "chat.edited",
        leagueId: params.id,
        messageId: message.messageId,
        text: message.text,
        mentions: message.mentions,
        editedAt: message.editedAt as string,
      },
      ruleOf("edited"),
      members,
    );
    // Only the newly mentioned hear of it: an edit does not ring the same bell twice.
    const already = new Set(item.mentions ?? []);
    await notifyMentions(
      league,
      edited,
      mentioned.filter((m) => !already.has(m.userId)),
    );
    return message;
  }),

  remove: route(api.remove, async ({ access, params, user }) => {
    const { membership } = current(access);
    const item = await messageOf(params.id, params.messageId);
    if (item.authorId !== user.userId && !membership.isAdmin) throw forbidden(chatMessages.notAuthorOrAdmin, "NOT_AUTHOR");
    if (item.deletedAt) return toWire(item);
    const message = toWire(await deleteMessage(item, user.userId));
    await toRoom(
      {
        v: REALTIME_PROTOCOL,
        type: "chat.deleted",
        leagueId: params.id,
        messageId: message.messageId,
        deletedAt: message.deletedAt as string,
      },
      ruleOf("deleted"),
    );
    return message;
  }),

  react: route(api.react, async ({ access, params, body, user }) => {
    current(access);
    const item = await toggleReaction(params.id, params.messageId, user.userId, body.emoji);
    if (!item) throw notFound(chatMessages.notFound, "MESSAGE_NOT_FOUND");
    const message = toWire(item);
    await toRoom(
      { v: REALTIME_PROTOCOL, type: "chat.reacted", leagueId: params.id, messageId: message.messageId, reactions: message.reactions },
      ruleOf("reacted"),
    );
    return message;
  }),

  mutes: route(api.mutes, async ({ params }) => listMutes(params.id)),

  mute: route(api.mute, async ({ params, body, user }) => {
    if (body.userId === user.userId) throw badRequest(chatMessages.muteSelf, "MUTE_SELF");
    const target = await getMembership(params.id, body.userId);
    if (!target) throw notFound(chatMessages.memberNotFound, "USER_NOT_FOUND");
    const until = muteEnds(Date.now());
    await setMute(params.id, target, until, user.userId);
    await toRoom({ v: REALTIME_PROTOCOL, type: "chat.muted", leagueId: params.id, userId: target.userId, until }, ruleOf("muted"));
    return { leagueId: params.id, userId: target.userId, username: target.username, until };
  }),

  unmute: route(api.unmute, async ({ params, user }) => {
    const target = await getMembership(params.id, params.userId);
    if (!target) throw notFound(chatMessages.memberNotFound, "USER_NOT_FOUND");
    await setMute(params.id, target, undefined, user.userId);
    await toRoom({ v: REALTIME_PROTOCOL, type: "chat.muted", leagueId: params.id, userId: target.userId, until: null }, ruleOf("muted"));
    return { ok: true };
  }),

  markRead: route(api.markRead, async ({ access, params, body, user }) => {
    current(access);
    const lastReadId = await markRead(user.userId, params.id, body.messageId);
    return { leagueId: params.id, lastReadId, unread: await unreadCount(params.id, user.userId, lastReadId) };
  }),

  unread: route(api.unread, async ({ user }) => {
    const [memberships, markers] = await Promise.all([listMembershipsOfUser(user.userId), readMarkersOf(user.userId)]);
    const readTo = new Map(markers.map((m) => [m.leagueId, m.lastReadId]));
    return Promise.all(
      memberships
        .filter((m) => !m.isArchived)
        .map(async (m) => {
          const lastReadId = readTo.get(m.leagueId) ?? null;
          return { leagueId: m.leagueId, lastReadId, unread: await unreadCount(m.leagueId, user.userId, lastReadId ?? undefined) };
        }),
    );
  }),
});
