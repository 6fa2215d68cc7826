import type { DraftParticipant } from "./types";

/**
 * A short, order-independent fingerprint of who drafts with which ranked selections. An
 * execution refuses when it differs from the reviewed simulation's: something changed.
 * (FNV-1a over a canonical text; pure JavaScript so the browser could check it too.)
 */
export function draftFingerprint(participants: readonly DraftParticipant[]): string {
  const canonical = [...participants]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((p) => `${p.id}:${p.selections.join(",")}`)
    .join("|");
  return `${participants.length}-${hashText(canonical)}`;
}

/** 64 bits of two FNV-1a style passes over a canonical text, as 16 hex digits. */
export function hashText(canonical: string): string {
  let hash = 0x811c9dc5;
  let hash2 = 0x01000193;
  for (let i = 0; i < canonical.length; i++) {
    const c = canonical.charCodeAt(i);
    hash = Math.imul(hash ^ c, 0x01000193) >>> 0;
    hash2 = Math.imul(hash2 ^ c, 0x5bd1e995) >>> 0;
  }
  return `${hash.toString(16).padStart(8, "0")}${hash2.toString(16).padStart(8, "0")}`;
}
