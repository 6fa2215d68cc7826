/**
 * Links in a chat message, for the screen: a message is plain text, and only `http(s)://` links
 * (and `www.` ones, given `https://`) become links. Nothing is fetched for a preview; the screen
 * renders each link with `rel="noopener noreferrer"`.
 */

export type ChatSegment = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
/** Punctuation that usually ends the sentence rather than the link. */
const TRAILING = /[.,;:!?)\]}'"]+$/;

export function chatSegments(text: string): ChatSegment[] {
  const segments: ChatSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const raw = match[0];
    const trail = raw.match(TRAILING)?.[0] ?? "";
    const link = raw.slice(0, raw.length - trail.length);
    const start = match.index;
    const href = /^www\./i.test(link) ? `https://${link}` : link;
    if (!isSafeHref(href)) continue;
    if (start > last) segments.push({ kind: "text", text: text.slice(last, start) });
    segments.push({ kind: "link", text: link, href });
    last = start + link.length;
  }
  if (last < text.length) segments.push({ kind: "text", text: text.slice(last) });
  return segments;
}

function isSafeHref(href: string): boolean {
  try {
    const url = new URL(href);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}
