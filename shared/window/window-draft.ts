import { must } from "../must";
import { NO_AVAILABLE_PLAYERS } from "../draft/audit-log";
import { seededShuffle } from "../draft/prng";
import type { DraftPlayer } from "../draft/types";

/**
 * The January window draft (product.md §10.12), pure so that anyone with the seed and the
 * inputs can replay it. Order: reverse standing at the close (fewest season goals first; ties
 * by fewer goals in the last finished gameweek, then by the seed). Two passes in that order:
 * every departed final pick is replaced from the member's original ranked selections, then each
 * member gets their highest-ranked free extra candidate. A player is free when nobody in the
 * league holds him and he has not left the Premier League. No free player: nothing for that
 * slot, written in the audit log as NO AVAILABLE PLAYERS (not a critical error here).
 */
export interface WindowMember {
  /** The membership id: stable, unique in the league. */
  id: string;
  username: string;
  /** Standing at the close. */
  seasonGoals: number;
  lastGameweekGoals: number;
  /** The member's final picks still scoring, in pick order. */
  held: number[];
  /** The original ranked selections (up to 15), best first. */
  selections: number[];
  /** Ranked extra-pick candidates (up to 5), best first. */
  candidates: number[];
}

export interface WindowDraftInput {
  seed: string;
  members: WindowMember[];
  /** The season's players; a held player missing from it has gone from the feed. */
  players: Record<number, DraftPlayer>;
}

type WindowSkip = { playerId: number; rank: number } & ({ reason: "held"; heldBy: string } | { reason: "left" });

interface WindowTurn {
  pass: "replacement" | "extra";
  memberId: string;
  /** For a replacement turn: the departed player being replaced. */
  departed?: number;
  /** Undefined when no ranked player was free: NO AVAILABLE PLAYERS. */
  playerId?: number;
  rank?: number;
  skipped: WindowSkip[];
}

interface WindowResult {
  memberId: string;
  username: string;
  order: number;
  replacements: Array<{ departed: number; playerId?: number }>;
  extra?: number;
}

export interface WindowOutcome {
  seed: string;
  order: Array<{ memberId: string; username: string; seasonGoals: number; lastGameweekGoals: number }>;
  turns: WindowTurn[];
  results: WindowResult[];
  auditLog: string;
}

/** A player has left when the feed marks him `u` or no longer lists him. */
const hasLeft = (players: Record<number, DraftPlayer>, playerId: number) => {
  const p = players[playerId];
  return !p || p.status === "u";
};

/** Reverse standing: fewest season goals, then fewest in the last finished gameweek, then the seed's shuffle. */
export function windowOrder(members: readonly WindowMember[], seed: string): WindowMember[] {
  const stable = [...members].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const lot = new Map(seededShuffle(stable, seed).map((m, i) => [m.id, i]));
  return stable.sort(
    (a, b) => a.seasonGoals - b.seasonGoals || a.lastGameweekGoals - b.lastGameweekGoals || (lot.get(a.id) ?? 0) - (lot.get(b.id) ?? 0),
  );
}

export function runWindowDraft(input: WindowDraftInput): WindowOutcome {
  const order = windowOrder(input.members, input.seed);
  const holder = new Map<number, string>();
  for (const m of order) for (const id of m.held) holder.set(id, m.id);
  const turns: WindowTurn[] = [];
  const results = new Map<string, WindowResult>(
    order.map((m, i) => [m.id, { memberId: m.id, username: m.username, order: i + 1, replacements: [] }]),
  );

  const choose = (member: WindowMember, ranked: number[], turn: WindowTurn) => {
    for (const [position, playerId] of ranked.entries()) {
      const rank = position + 1;
      const owner = holder.get(playerId);
      if (owner !== undefined) {
        // The member's own players are not news; only others' are.
        if (owner !== member.id) turn.skipped.push({ playerId, rank, reason: "held", heldBy: owner });
        continue;
      }
      if (hasLeft(input.players, playerId)) {
        turn.skipped.push({ playerId, rank, reason: "left" });
        continue;
      }
      holder.set(playerId, member.id);
      turn.playerId = playerId;
      turn.rank = rank;
      return;
    }
  };

  for (const member of order) {
    for (const departed of member.held.filter((id) => hasLeft(input.players, id))) {
      const turn: WindowTurn = { pass: "replacement", memberId: member.id, departed, skipped: [] };
      choose(member, member.selections, turn);
      must(results.get(member.id), "the member's result").replacements.push({
        departed,
        ...(turn.playerId !== undefined ? { playerId: turn.playerId } : {}),
      });
      turns.push(turn);
    }
  }
  for (const member of order) {
    const turn: WindowTurn = { pass: "extra", memberId: member.id, skipped: [] };
    choose(member, member.candidates, turn);
    if (turn.playerId !== undefined) must(results.get(member.id), "the member's result").extra = turn.playerId;
    turns.push(turn);
  }

  const outcome = {
    seed: input.seed,
    order: order.map((m) => ({ memberId: m.id, username: m.username, seasonGoals: m.seasonGoals, lastGameweekGoals: m.lastGameweekGoals })),
    turns,
    results: [...results.values()],
  };
  return { ...outcome, auditLog: renderWindowAuditLog(input, outcome) };
}

/** The plain-text audit log: seed, order and why, every turn with what was skipped, the outcome. */
function renderWindowAuditLog(input: WindowDraftInput, outcome: Omit<WindowOutcome, "auditLog">): string {
  const names = new Map(outcome.order.map((o) => [o.memberId, o.username]));
  const player = (id: number) => {
    const p = input.players[id];
    return p ? `${p.name} (${p.team})` : `player #${id}`;
  };
  const why = (turn: WindowTurn) => {
    const skips = turn.skipped.map((s) =>
      s.reason === "held"
        ? `#${s.rank} ${player(s.playerId)} held by ${names.get(s.heldBy)}`
        : `#${s.rank} ${player(s.playerId)} left the league`,
    );
    return skips.length ? `; skipped ${skips.join(", ")}` : "";
  };
  const lines = [
    "TREBLE JANUARY WINDOW DRAFT AUDIT LOG",
    `Seed: ${outcome.seed}`,
    "Format: reverse standing (fewest season goals, then fewest last gameweek, then the seed); departed players replaced first, then one extra pick each",
    `Participants: ${outcome.order.length}`,
    "",
    "ORDER",
    ...outcome.order.map((o, i) => `  ${i + 1}. ${o.username} (${o.seasonGoals} season goals, ${o.lastGameweekGoals} last gameweek)`),
    "",
    "PASS 1: DEPARTED PLAYERS",
  ];
  const replacements = outcome.turns.filter((t) => t.pass === "replacement");
  if (!replacements.length) lines.push("  No final pick has left the league");
  for (const t of replacements) {
    const who = names.get(t.memberId);
    const departed = must(t.departed, "the replaced player");
    lines.push(
      t.playerId === undefined
        ? `  ${who}: ${player(departed)} left → ${NO_AVAILABLE_PLAYERS}${why(t)}`
        : `  ${who}: ${player(departed)} left → ${player(t.playerId)}, original choice #${t.rank}${why(t)}`,
    );
  }
  lines.push("", "PASS 2: EXTRA PICK");
  for (const t of outcome.turns.filter((t) => t.pass === "extra")) {
    const who = names.get(t.memberId);
    const ranked = input.members.find((m) => m.id === t.memberId)?.candidates.length ?? 0;
    lines.push(
      t.playerId === undefined
        ? `  ${who}: ${NO_AVAILABLE_PLAYERS}${ranked ? why(t) : " (no candidates ranked)"}`
        : `  ${who} → ${player(t.playerId)}, candidate #${t.rank}${why(t)}`,
    );
  }
  lines.push("", "RESULT");
  for (const r of outcome.results) {
    const changes = [
      ...r.replacements.map((x) =>
        x.playerId === undefined ? `${player(x.departed)} left, not replaced` : `${player(x.playerId)} for ${player(x.departed)}`,
      ),
      ...(r.extra !== undefined ? [`extra ${player(r.extra)}`] : []),
    ];
    lines.push(`  ${r.username}: ${changes.join("; ") || "no change"}`);
  }
  return lines.join("\n");
}
