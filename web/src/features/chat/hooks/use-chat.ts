import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ChatEmoji, ChatMessage } from "@shared/chat/types";
import type { ServerEvent } from "@shared/contract/realtime";
import { contract } from "@shared/contract/routes";
import { toasts } from "@shared/messages";
import { toast } from "@/components/ui/toast-store";
import { call } from "@/lib/api-client";
import { ApiError, failureToast } from "@/lib/api-error";
import { useRoomEvents } from "@/lib/realtime/use-league-room";
import { changeMessage, mergeMessages, type Held } from "../lib/held-messages";
import { useMarkRead } from "../api/unread";
import { whenText } from "../lib/when-text";

/** A page and a half of a phone's screen: enough to fill a desktop column, small enough to come at once (decision 0319). */
const PAGE = { limit: "20" };

/** The end of a mute a 403 carries (`mutedUntil`), when the refusal is one. */
const mutedUntilOf = (error: unknown) => {
  const body = error instanceof ApiError ? (error.body as { mutedUntil?: unknown } | undefined) : undefined;
  return typeof body?.mutedUntil === "string" ? body.mutedUntil : undefined;
};

/** What a new message by someone else says to a screen reader (the polite region): who, and what. */
const spoken = (message: ChatMessage) =>
  message.kind === "system" ? message.text : `${message.authorName ?? "A member"}: ${message.text}`;

/**
 * A league's chat as the screen holds it: the newest page at first, older pages on demand, and the
 * room's `chat.*` events applied in place (each carries its change). On (re)joining the room the
 * newest page is read again and merged, since a socket that was down missed whatever was said.
 * Posting, editing, deleting and reacting merge the server's answer at once; the event that follows
 * for every open screen changes nothing more here. One league per hook: its screen is keyed by the league.
 */
export function useChat(leagueId: string, myUserId: string | undefined) {
  const [held, setHeld] = useState<Held<ChatMessage>>({ messages: [], older: null });
  const [loaded, setLoaded] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [said, setSaid] = useState("");
  const [mutedUntil, setMutedUntil] = useState<string | undefined>(undefined);
  const markRead = useMarkRead(leagueId);

  // A mute ends by itself: the composer's note goes at its end.
  useEffect(() => {
    if (!mutedUntil) return;
    const timer = setTimeout(() => setMutedUntil(undefined), Math.max(0, Date.parse(mutedUntil) - Date.now()));
    return () => clearTimeout(timer);
  }, [mutedUntil]);

  const merge = useCallback((incoming: ChatMessage[], older?: string | null) => {
    setHeld((was) => ({ messages: mergeMessages(was.messages, incoming), older: older === undefined ? was.older : older }));
  }, []);

  const readNewest = useCallback(async () => {
    try {
      const page = await call(contract.chat.list, { params: { id: leagueId }, query: PAGE });
      // The first read sets where older pages start; later ones (a rejoin) only add what was missed.
      setHeld((was) => ({
        messages: mergeMessages(was.messages, page.messages),
        older: was.messages.length === 0 ? page.next : was.older,
      }));
    } finally {
      setLoaded(true);
    }
  }, [leagueId]);

  useEffect(() => {
    void readNewest();
  }, [readNewest]);

  // The first join re-reads only when the chat's newest message is not the one the first read held
  // (a line said between that read and the join), so opening the chat reads it once (decision 0325).
  // A rejoin reads again: while the socket was down an edit, deletion or reaction may have been missed,
  // and the newest id does not tell those.
  const joinedBefore = useRef(false);
  const toldOnJoin = useRef<string | undefined>(undefined);
  const newestHeld = loaded ? (held.messages.at(-1)?.messageId ?? "") : undefined;
  const compareOnJoin = (told: string | undefined) => {
    if (told === undefined) void readNewest();
    else if (newestHeld === undefined) toldOnJoin.current = told;
    else if (newestHeld !== told) void readNewest();
  };
  useEffect(() => {
    if (toldOnJoin.current === undefined || newestHeld === undefined) return;
    if (newestHeld !== toldOnJoin.current) void readNewest();
    toldOnJoin.current = undefined;
  }, [newestHeld, readNewest]);

  useRoomEvents(leagueId, (event: ServerEvent) => {
    if (!("leagueId" in event) || event.leagueId !== leagueId) return;
    switch (event.type) {
      case "subscribed":
        if (joinedBefore.current) void readNewest();
        else compareOnJoin(event.chatVersion);
        joinedBefore.current = true;
        return;
      case "chat.posted":
        merge([event.message]);
        if (event.message.authorId !== myUserId) setSaid(spoken(event.message));
        return;
      case "chat.edited":
        setHeld((was) => ({
          ...was,
          messages: changeMessage(was.messages, event.messageId, (m) => ({
            ...m,
            text: event.text,
            mentions: event.mentions,
            editedAt: event.editedAt,
          })),
        }));
        return;
      case "chat.deleted":
        setHeld((was) => ({
          ...was,
          messages: changeMessage(was.messages, event.messageId, (m) => ({ ...m, text: "", deletedAt: event.deletedAt })),
        }));
        return;
      case "chat.reacted":
        setHeld((was) => ({
          ...was,
          messages: changeMessage(was.messages, event.messageId, (m) => ({ ...m, reactions: event.reactions })),
        }));
        return;
      case "chat.muted":
        if (event.userId === myUserId) setMutedUntil(event.until ?? undefined);
        return;
    }
  });

  const loadOlder = useCallback(async () => {
    if (!held.older || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await call(contract.chat.list, { params: { id: leagueId }, query: { ...PAGE, before: held.older } });
      merge(page.messages, page.next);
    } catch (error) {
      toast(failureToast(toasts.chatNotSent, error));
    } finally {
      setLoadingOlder(false);
    }
  }, [held.older, leagueId, loadingOlder, merge]);

  const actions = useMemo(
    () => ({
      post: async (text: string) => {
        try {
          merge([await call(contract.chat.post, { params: { id: leagueId }, body: { text } })]);
          return true;
        } catch (error) {
          const until = mutedUntilOf(error);
          if (until) setMutedUntil(until);
          toast(until ? { ...toasts.chatMutedUntil(whenText(until)), variant: "destructive" } : failureToast(toasts.chatNotSent, error));
          return false;
        }
      },
      edit: async (message: ChatMessage, text: string) => {
        try {
          merge([await call(contract.chat.edit, { params: { id: leagueId, messageId: message.messageId }, body: { text } })]);
          return true;
        } catch (error) {
          toast(failureToast(toasts.chatNotEdited, error));
          return false;
        }
      },
      remove: async (message: ChatMessage) => {
        try {
          merge([await call(contract.chat.remove, { params: { id: leagueId, messageId: message.messageId } })]);
        } catch (error) {
          toast(failureToast(toasts.chatNotDeleted, error));
        }
      },
      react: async (message: ChatMessage, emoji: ChatEmoji) => {
        try {
          merge([await call(contract.chat.react, { params: { id: leagueId, messageId: message.messageId }, body: { emoji } })]);
        } catch (error) {
          toast(failureToast(toasts.chatNotReacted, error));
        }
      },
      mute: async (message: ChatMessage) => {
        if (!message.authorId) return;
        try {
          const mute = await call(contract.chat.mute, { params: { id: leagueId }, body: { userId: message.authorId } });
          toast({ ...toasts.chatMemberMuted(mute.username, whenText(mute.until)), variant: "success" });
        } catch (error) {
          toast(failureToast(toasts.chatMemberNotMuted, error));
        }
      },
    }),
    [leagueId, merge],
  );

  return { ...held, loaded, loadingOlder, loadOlder, said, mutedUntil, markRead, ...actions };
}
