import { useCallback, useRef } from "react";
import { useSWRConfig } from "swr";
import type { ChatUnread } from "@shared/chat/types";
import { contract } from "@shared/contract/routes";
import { call, useCall } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";

const unreadKey = urlOf(contract.chat.unread);
/** Other leagues' chats are not in the page's one room: their counts are read again this often, and on focus. */
const UNREAD_REFRESH_MS = 60_000;

/** How many chat messages the member has not read, by league id (leagues with none read as 0). */
export function useChatUnread(enabled = true): Map<string, number> {
  const { data } = useCall(contract.chat.unread, enabled ? {} : null, { refreshInterval: UNREAD_REFRESH_MS });
  return new Map((data ?? []).map((u) => [u.leagueId, u.unread]));
}

/**
 * Moves the member's read marker to a message they have seen (once per message), and puts the
 * league's new count into the held unread counts at once, so the nav's badge clears as they read.
 */
export function useMarkRead(leagueId: string) {
  const { mutate } = useSWRConfig();
  const marked = useRef<string | undefined>(undefined);
  return useCallback(
    (messageId: string) => {
      if (marked.current === messageId) return;
      marked.current = messageId;
      void call(contract.chat.markRead, { params: { id: leagueId }, body: { messageId } })
        .then((now) =>
          mutate(unreadKey, (held?: ChatUnread[]) => (held ?? []).map((u) => (u.leagueId === now.leagueId ? now : u)), {
            revalidate: false,
          }),
        )
        .catch(() => {
          // Not moved (offline, signed out): the next message read tries again.
          marked.current = undefined;
        });
    },
    [leagueId, mutate],
  );
}
