import { normalizeLeagueCode } from "@shared/league-code";
import { readStorage, writeStorage } from "@/lib/storage";

/**
 * What a signed-out visitor asked for before signing in, kept in session storage so it
 * survives the round trip through the identity provider (same tab) and nothing longer.
 */
export interface PendingJoin {
  code: string | null;
  username: string | null;
  leagueName: string | null;
}

const KEYS = { code: "pendingLeagueCode", username: "pendingUsername", leagueName: "pendingLeagueName" } as const;

export function readPendingJoin(): PendingJoin {
  const code = readStorage("session", KEYS.code);
  return {
    code: code ? normalizeLeagueCode(code) : null,
    username: readStorage("session", KEYS.username)?.trim() || null,
    leagueName: readStorage("session", KEYS.leagueName)?.trim() || null,
  };
}

/** Remembers a league to join; a join request replaces any pending creation. */
export function savePendingJoinCode(code: string, username?: string): void {
  writeStorage("session", KEYS.code, normalizeLeagueCode(code));
  writeStorage("session", KEYS.username, username?.trim() || null);
  writeStorage("session", KEYS.leagueName, null);
}

/** Remembers a league to create; a creation request replaces any pending join. */
export function savePendingCreate(leagueName: string): void {
  writeStorage("session", KEYS.leagueName, leagueName.trim());
  writeStorage("session", KEYS.code, null);
  writeStorage("session", KEYS.username, null);
}

export function clearPendingJoin(): void {
  for (const key of Object.values(KEYS)) writeStorage("session", key, null);
}
