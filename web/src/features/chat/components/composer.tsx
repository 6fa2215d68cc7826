import { SendHorizontal } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { mentionBeingTyped, mentionCandidates, type Named } from "@shared/chat/mentions";
import { chatLength } from "@shared/chat/rules";
import { completeMention } from "../lib/complete-mention";

interface ComposerProps {
  leagueName: string;
  /** The league's members, for `@` mentions. */
  members: readonly Named[];
  maxLength: number;
  /** While the member is muted: when they may post again, in words. */
  mutedUntil?: string;
  /** Sends the text; resolves true when the server took it (the box empties), false to keep it for another try. */
  onSend: (text: string) => Promise<boolean>;
}

/**
 * The box a member writes in, at the chat's foot. Enter sends and Shift+Enter starts a new line;
 * `@` opens the league's members to pick from (the ARIA combobox pattern: arrows move, Enter or
 * Tab takes, Escape closes), and the box keeps focus throughout so the next message follows at once.
 */
export function Composer({ leagueName, members, maxLength, mutedUntil, onSend }: ComposerProps) {
  const [text, setText] = useState("");
  const [caret, setCaret] = useState(0);
  const [sending, setSending] = useState(false);
  const [dismissed, setDismissed] = useState<number | undefined>(undefined);
  const [active, setActive] = useState(0);
  const box = useRef<HTMLTextAreaElement>(null);
  const pendingCaret = useRef<number | undefined>(undefined);
  const ids = useId();
  const listId = `${ids}-mentions`;
  const mention = mentionBeingTyped(text, caret);
  const options = mention && mention.start !== dismissed ? mentionCandidates(mention.query, members).map((m) => m.username) : [];
  const open = options.length > 0;
  const chosen = Math.min(active, Math.max(0, options.length - 1));
  const left = maxLength - chatLength(text.trim());

  // The box grows with its text up to a few lines, then scrolls; and a completed mention puts the caret after the name.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${Math.min(element.scrollHeight, 160)}px`;
    if (pendingCaret.current !== undefined) {
      element.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = undefined;
    }
  }, [text]);

  const take = (name: string) => {
    if (!mention) return;
    const done = completeMention(text, caret, mention, name);
    setText(done.text);
    setCaret(done.caret);
    pendingCaret.current = done.caret;
    setActive(0);
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || sending) return;
    setSending(true);
    const sent = await onSend(trimmed);
    setSending(false);
    if (sent) {
      setText("");
      setCaret(0);
    }
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (open) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((chosen + step + options.length) % options.length);
        return;
      }
      if (event.key === "Enter" || event.key === "Tab") {
        event.preventDefault();
        take(options[chosen]);
        return;
      }
      if (event.key === "Escape") {
        event.preventDefault();
        setDismissed(mention?.start);
        return;
      }
    }
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form onSubmit={send} className="relative border-t border-slate-200 bg-white p-2 sm:p-3" data-testid="chat-composer">
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Members to mention"
          className="absolute inset-x-2 bottom-full mb-1 max-h-56 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-xl sm:inset-x-3"
        >
          {options.map((name, i) => (
            <li
              key={name}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === chosen}
              // The box keeps focus: a press on an option must not blur it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => take(name)}
              className={cn("cursor-pointer truncate rounded-lg px-3 py-2 text-sm text-slate-800", i === chosen && "bg-slate-100")}
              title={name}
            >
              @{name}
            </li>
          ))}
        </ul>
      )}
      {mutedUntil && (
        <p id={`${ids}-muted`} className="mb-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="chat-muted">
          An admin muted you: you can post again at {mutedUntil}.
        </p>
      )}
      <label htmlFor={`${ids}-text`} className="sr-only">
        Message {leagueName}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={box}
          id={`${ids}-text`}
          rows={1}
          value={text}
          placeholder="Message the league"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open ? `${listId}-${chosen}` : undefined}
          aria-describedby={[mutedUntil && `${ids}-muted`, left < 100 && `${ids}-left`].filter(Boolean).join(" ") || undefined}
          onChange={(event) => {
            setText(event.target.value);
            setCaret(event.target.selectionStart);
            setActive(0);
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          className={cn(
            "min-h-10 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 sm:text-sm",
            "focus-visible:border-pitch-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-pitch-600/40",
          )}
          data-testid="chat-input"
        />
        <Button
          type="submit"
          size="icon"
          className="size-10"
          aria-label="Send"
          disabled={sending || !text.trim() || left < 0 || Boolean(mutedUntil)}
        >
          <SendHorizontal />
        </Button>
      </div>
      {left < 100 && (
        <p id={`${ids}-left`} className={cn("mt-1 text-right text-xs", left < 0 ? "text-red-700" : "text-slate-600")}>
          {left < 0 ? `${-left} characters over the limit` : `${left} characters left`}
        </p>
      )}
    </form>
  );
}
