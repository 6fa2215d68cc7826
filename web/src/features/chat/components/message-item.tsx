import { Megaphone, MoreHorizontal, SmilePlus } from "lucide-react";
import { lazy, memo, useState } from "react";
import type { ChatEmoji, ChatMessage } from "@shared/chat/types";
import { Button } from "@/components/ui/button";
import { MenuOnDemand } from "@/components/ui/menu-on-demand";
import { cn } from "@/lib/cn";
import { EditBox } from "./edit-box";
import { MessageText } from "./message-text";

const MessageMenu = lazy(async () => ({ default: (await import("./message-menu")).MessageMenu }));
const ReactionMenu = lazy(async () => ({ default: (await import("./message-menu")).ReactionMenu }));

export interface MessageActions {
  edit: (message: ChatMessage, text: string) => Promise<boolean>;
  remove: (message: ChatMessage) => void;
  react: (message: ChatMessage, emoji: ChatEmoji) => void;
  mute: (message: ChatMessage) => void;
}

interface MessageItemProps {
  message: ChatMessage;
  myUserId: string | undefined;
  isAdmin: boolean;
  actions: MessageActions;
}

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

/** One line of the chat: a member's message with its reactions and what the reader may do to it, or a league moment. */
export const MessageItem = memo(function MessageItem({ message, myUserId, isAdmin, actions }: MessageItemProps) {
  const [editing, setEditing] = useState(false);
  if (message.kind === "system") {
    return (
      <li className="flex items-start justify-center gap-2 px-3 py-1.5 text-center" data-testid="chat-system-message">
        <Megaphone className="mt-0.5 size-4 shrink-0 text-navy-500" aria-hidden />
        <span className="sr-only">League moment: </span>
        <span className="rounded-lg bg-navy-50 px-3 py-1 text-left text-sm font-medium text-navy-800 wrap-anywhere">{message.text}</span>
        <time dateTime={message.createdAt} className="mt-1 shrink-0 text-xs text-slate-500">
          {timeOf(message.createdAt)}
        </time>
      </li>
    );
  }

  const mine = message.authorId === myUserId;
  const author = mine ? "You" : (message.authorName ?? "A member");
  if (message.deletedAt) {
    return (
      <li className="px-3 py-1.5" data-testid="chat-message">
        <p className="text-sm italic text-slate-500">{author}: message deleted</p>
      </li>
    );
  }

  const canEdit = mine;
  const canDelete = mine || isAdmin;
  const canMute = isAdmin && !mine && Boolean(message.authorId);
  const whose = mine ? "your message" : `${author}'s message`;
  const shown = message.reactions.filter((r) => r.userIds.length > 0);

  return (
    <li className={cn("group px-3 py-1.5", mine && "bg-pitch-50/60")} data-testid="chat-message" data-mine={mine || undefined}>
      <div className="flex items-baseline gap-2">
        <span className="min-w-0 truncate text-sm font-semibold text-slate-900" title={message.authorName ?? undefined}>
          {author}
        </span>
        <time dateTime={message.createdAt} className="shrink-0 text-xs text-slate-500">
          {timeOf(message.createdAt)}
        </time>
        {message.editedAt && <span className="text-xs text-slate-500">(edited)</span>}
        <div className="ml-auto flex shrink-0 gap-0.5">
          <MenuOnDemand
            trigger={
              <Button variant="ghost" size="icon" className="size-8" aria-label={`React to ${whose}`}>
                <SmilePlus />
              </Button>
            }
            menu={(props) => <ReactionMenu {...props} onPick={(emoji) => actions.react(message, emoji)} />}
          />
          {(canEdit || canDelete || canMute) && (
            <MenuOnDemand
              trigger={
                <Button variant="ghost" size="icon" className="size-8" aria-label={`More actions for ${whose}`}>
                  <MoreHorizontal />
                </Button>
              }
              menu={(props) => (
                <MessageMenu
                  {...props}
                  onEdit={canEdit ? () => setEditing(true) : undefined}
                  onDelete={canDelete ? () => actions.remove(message) : undefined}
                  muteLabel={canMute ? `Mute ${author} for 24 hours` : undefined}
                  onMute={() => actions.mute(message)}
                />
              )}
            />
          )}
        </div>
      </div>
      {editing ? (
        <EditBox
          initial={message.text}
          onCancel={() => setEditing(false)}
          onSave={async (text) => {
            if (await actions.edit(message, text)) setEditing(false);
          }}
        />
      ) : (
        <MessageText text={message.text} />
      )}
      {shown.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-1" aria-label="Reactions">
          {shown.map((reaction) => {
            const reacted = myUserId !== undefined && reaction.userIds.includes(myUserId);
            return (
              <li key={reaction.emoji}>
                <button
                  type="button"
                  aria-pressed={reacted}
                  onClick={() => actions.react(message, reaction.emoji)}
                  className={cn(
                    "inline-flex h-7 items-center gap-1 rounded-full border px-2 text-xs font-medium",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pitch-600",
                    reacted ? "border-pitch-600 bg-pitch-50 text-pitch-800" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
                  )}
                >
                  <span>{reaction.emoji}</span>
                  <span className="tabular-nums">{reaction.userIds.length}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
});
