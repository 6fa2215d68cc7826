import { normalizeLeagueCode } from "@shared/league-code";
import type { PendingJoin } from "@/features/leagues/lib/pending-join";

interface MemberLeague {
  id: string;
  code: string;
}

export type PendingAction<L extends MemberLeague> =
  | { kind: "none" }
  | { kind: "create"; name: string }
  | { kind: "already-member"; league: L }
  | { kind: "ask-username"; code: string }
  | { kind: "join"; code: string; username: string };

/**
 * product.md §2 'Auto-join behaviour': a code in the address or a stored pending code means "join";
 * without a known username the user confirms on /join-league; a member goes to the
 * leaderboard. A pending league name (the create tab) means "create" after sign-in.
 */
export function decidePendingAction<L extends MemberLeague>(urlCode: string | null, pending: PendingJoin, leagues: L[]): PendingAction<L> {
  const code = urlCode ? normalizeLeagueCode(urlCode) : pending.code;
  if (code) {
    const member = leagues.find((league) => league.code === code);
    if (member) return { kind: "already-member", league: member };
    if (!pending.username || (pending.code && pending.code !== code)) return { kind: "ask-username", code };
    return { kind: "join", code, username: pending.username };
  }
  if (pending.leagueName) return { kind: "create", name: pending.leagueName };
  return { kind: "none" };
}
