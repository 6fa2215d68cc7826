import { chatSegments } from "@shared/chat/links";

/**
 * A message's words as text and its http(s) addresses as links that open in a new tab without
 * handing it this page (`noopener noreferrer`); nothing is ever read as HTML.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap text-sm text-slate-800 wrap-anywhere">
      {chatSegments(text).map((part, i) =>
        part.kind === "link" ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer" className="font-medium text-pitch-700 underline">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
