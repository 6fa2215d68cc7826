import { ArrowDown } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { UserLeague } from "@shared/types";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { CHAT_TEXT_MAX } from "@shared/chat/rules";
import type { ChatMessage } from "@shared/chat/types";
import { useCurrentUser } from "@/lib/session/get-current-user";
import { useMentionable } from "../api/member-names";
import { useChat } from "../hooks/use-chat";
import { whenText } from "../lib/when-text";
import { Composer } from "./composer";
import { MessageItem, type MessageActions } from "./message-item";

/** How close to the foot (px) still counts as reading the newest: a new message keeps such a reader at the foot. */
const NEAR_FOOT = 80;

/**
 * The league's chat: its history newest at the foot, older pages loaded as the reader scrolls up
 * (or presses the button at the top, for keyboards), the composer below. New messages by others
 * are said once in a polite live region; the visible list itself is not live, so loading history
 * or a reaction says nothing.
 */
export const ChatPanel = (props: { league: UserLeague; className?: string }) => <LeagueChat key={props.league.id} {...props} />;

function LeagueChat({ league, className }: { league: UserLeague; className?: string }) {
  const { user } = useCurrentUser();
  const chat = useChat(league.id, user?.id);
  const members = useMentionable(league.id);
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const atFoot = useRef(true);
  const [showJump, setShowJump] = useState(false);
  const [muting, setMuting] = useState<ChatMessage | null>(null);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const heightBefore = useRef<number | undefined>(undefined);
  const newest = chat.messages.at(-1);

  // Older messages went in above: keep what the reader was looking at where it was.
  // A new message at the foot: follow it if the reader was at the foot, else offer the jump.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (heightBefore.current !== undefined) {
      element.scrollTop += element.scrollHeight - heightBefore.current;
      heightBefore.current = undefined;
    } else if (atFoot.current) {
      element.scrollTop = element.scrollHeight;
    } else {
      setShowJump(true);
    }
  }, [chat.messages]);

  const loadOlder = () => {
    if (!chat.older || chat.loadingOlder) return;
    heightBefore.current = scroller.current?.scrollHeight;
    void chat.loadOlder();
  };

  // Scrolled (or tabbed) to the top: the page before.
  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !chat.older) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry.isIntersecting) loadOlder();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  });

  // The reader sees the newest message (at the foot, the page in view): the read marker moves to it.
  useEffect(() => {
    const read = () => {
      if (newest && atFoot.current && document.visibilityState === "visible") chat.markRead(newest.messageId);
    };
    read();
    document.addEventListener("visibilitychange", read);
    return () => document.removeEventListener("visibilitychange", read);
  }, [newest, chat]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const was = atFoot.current;
    atFoot.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_FOOT;
    if (atFoot.current) {
      setShowJump(false);
      if (!was && newest) chat.markRead(newest.messageId);
    }
  };

  const jump = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  };

  const actions: MessageActions = {
    edit: chat.edit,
    remove: setDeleting,
    react: chat.react,
    mute: setMuting,
  };

  return (
    <section
      aria-label={`${league.name} chat`}
      className={cn("relative flex min-h-0 flex-col bg-white", className)}
      data-testid="chat-panel"
    >
      <div
        ref={scroller}
        onScroll={onScroll}
        // Focusable so a keyboard can scroll the history (axe: scrollable-region-focusable).
        tabIndex={0}
        role="region"
        aria-label="Messages"
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain py-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-pitch-600"
        data-testid="chat-log"
      >
        <div ref={top} />
        {chat.older ? (
          <div className="flex justify-center py-2">
            <Button variant="outline" size="sm" onClick={loadOlder} disabled={chat.loadingOlder}>
              {chat.loadingOlder ? <Spinner className="size-4" /> : null} Load older messages
            </Button>
          </div>
        ) : (
          chat.loaded && <p className="px-3 py-2 text-center text-xs text-slate-500">The start of {league.name}'s chat</p>
        )}
        {!chat.loaded && (
          <div className="flex justify-center py-8">
            <Spinner className="size-6" />
          </div>
        )}
        <ol className="space-y-0.5" aria-label="Chat history">
          {chat.messages.map((message) => (
            <MessageItem key={message.messageId} message={message} myUserId={user?.id} isAdmin={league.isAdmin} actions={actions} />
          ))}
        </ol>
      </div>
      {showJump && (
        <Button variant="secondary" size="sm" className="absolute bottom-20 left-1/2 -translate-x-1/2 rounded-full" onClick={jump}>
          <ArrowDown /> New messages
        </Button>
      )}
      <div role="status" aria-live="polite" className="sr-only" data-testid="chat-announcer">
        {chat.said}
      </div>
      <Composer
        leagueName={league.name}
        members={members}
        maxLength={CHAT_TEXT_MAX}
        mutedUntil={chat.mutedUntil ? whenText(chat.mutedUntil) : undefined}
        onSend={chat.post}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this message?"
        description="Everyone in the league will see “message deleted” in its place."
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          // The message's buttons go with its text: the history keeps the keyboard's place.
          if (deleting) void chat.remove(deleting).then(() => scroller.current?.focus());
          setDeleting(null);
        }}
      />
      <ConfirmDialog
        open={muting !== null}
        onOpenChange={(open) => !open && setMuting(null)}
        title={`Mute ${muting?.authorName ?? "this member"}?`}
        description="They can read the chat but not post in it for the next 24 hours."
        confirmLabel="Mute for 24 hours"
        destructive
        onConfirm={() => {
          if (muting) void chat.mute(muting);
          setMuting(null);
        }}
      />
    </section>
  );
}
