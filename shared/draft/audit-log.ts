import type { DraftInput, DraftOutcome } from "./types";

/** Markers the SPA looks for to warn the admin not to execute (product.md §8.4). */
export const CRITICAL_ERROR = "CRITICAL ERROR";
export const NO_AVAILABLE_PLAYERS = "NO AVAILABLE PLAYERS";

/**
 * The plain-text audit log: the seed, the order, every turn and why (what was skipped and
 * for what reason), and the verdict. Anyone with the seed and the inputs can check it.
 */
export function renderAuditLog(input: DraftInput, outcome: Omit<DraftOutcome, "auditLog">, rounds: number): string {
  const names = new Map(outcome.order.map((o) => [o.participantId, o.username]));
  const player = (id: number) => {
    const p = input.players[id];
    return p ? `${p.name} (${p.team})` : `player #${id}`;
  };
  const lines: string[] = [];
  lines.push("TREBLE DRAFT AUDIT LOG");
  lines.push(`Seed: ${outcome.seed}`);
  lines.push(`Format: ${rounds} snake rounds (1..N, N..1, 1..N); highest-ranked free player per turn`);
  lines.push(`Participants: ${outcome.order.length}`);
  lines.push("");
  lines.push("DRAFT ORDER");
  outcome.order.forEach((o, i) => {
    const selections = input.participants.find((p) => p.id === o.participantId)?.selections.length ?? 0;
    lines.push(`  ${i + 1}. ${o.username} (${selections} selections)`);
  });
  for (let round = 1; round <= rounds; round++) {
    lines.push("");
    lines.push(`ROUND ${round} (${round % 2 === 1 ? "1→N" : "N→1"})`);
    for (const turn of outcome.turns.filter((t) => t.round === round)) {
      const who = names.get(turn.participantId);
      const skips = turn.skipped.map((s) =>
        s.reason === "taken"
          ? `#${s.rank} ${player(s.playerId)} taken by ${names.get(s.takenBy)}`
          : `#${s.rank} ${player(s.playerId)} left the league`,
      );
      const why = skips.length ? `; skipped ${skips.join(", ")}` : "";
      if (turn.playerId === undefined) {
        lines.push(`  Pick ${turn.overall} (R${round}.${turn.slot}) ${who}: ${NO_AVAILABLE_PLAYERS}${why}`);
      } else {
        lines.push(`  Pick ${turn.overall} (R${round}.${turn.slot}) ${who} → ${player(turn.playerId)}, choice #${turn.rank}${why}`);
      }
    }
  }
  lines.push("");
  lines.push("FINAL TEAMS");
  for (const r of outcome.results) lines.push(`  ${r.username}: ${r.playerIds.map(player).join(", ") || "none"}`);
  lines.push("");
  if (outcome.order.length === 0) lines.push(`${CRITICAL_ERROR}: no eligible participants`);
  for (const s of outcome.shortfalls) lines.push(`${CRITICAL_ERROR}: ${s.username} ends with ${s.picks} of ${rounds} picks`);
  if (outcome.ok) lines.push(`RESULT: OK, every participant has ${rounds} players`);
  return lines.join("\n");
}
