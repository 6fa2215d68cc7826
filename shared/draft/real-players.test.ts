/**
 * The draft engine on leagues built from real 2025-26 players (the repo's data pack): members
 * rank from the season's real scorers, some of whom left the league (status "u"), as friends do.
 */
import { describe, expect, it } from "vitest";
import { loadPack } from "../../infra/local/fpl-replay/pack";
import { seededRandom, seededShuffle } from "./prng";
import { runDraft, snakeSequence } from "./snake-draft";
import type { DraftPlayer } from "./types";

const { pack } = loadPack();
const teams = new Map(pack.teams.map(([id, , , short]) => [id, short]));
const players: Record<number, DraftPlayer> = Object.fromEntries(
  pack.elements
    .filter(([, , , , , , type]) => type !== 5)
    .map(([id, , webName, , , team, , , status]) => [id, { id, name: webName, team: teams.get(team) ?? "", status }]),
);
const goals = new Map<number, number>();
for (const rows of Object.values(pack.live)) for (const [id, , g] of rows) goals.set(id, (goals.get(id) ?? 0) + g);
const scorers = Object.keys(players)
  .map(Number)
  .filter((id) => (goals.get(id) ?? 0) > 0)
  .sort((a, b) => (goals.get(b) ?? 0) - (goals.get(a) ?? 0));

describe("drafts of real players", () => {
  it("has real departed scorers to skip", () => {
    expect(scorers.filter((id) => players[id].status === "u").length).toBeGreaterThan(5);
  });

  it("holds the rules for 200 leagues of 2 to 40 friends ranking the top scorers", () => {
    const random = seededRandom("real-players");
    for (let n = 0; n < 200; n++) {
      const size = 2 + Math.floor(random() * 39);
      // Friends favour the big names: each ranks 15 from the top 60 scorers, shuffled.
      const participants = Array.from({ length: size }, (_, i) => ({
        id: `m${i}`,
        username: `friend${i}`,
        selections: seededShuffle(scorers.slice(0, 60), `${n}-${i}`).slice(0, 15),
      }));
      const outcome = runDraft({ seed: `league-${n}`, participants, players });
      const drafted = outcome.results.flatMap((r) => r.playerIds);
      expect(new Set(drafted).size).toBe(drafted.length);
      expect(drafted.some((id) => players[id].status === "u")).toBe(false);
      const order = outcome.order.map((o) => o.participantId);
      snakeSequence(order.length, 3).forEach(({ index }, i) => expect(outcome.turns[i].participantId).toBe(order[index]));
      // 60 players minus the departed are enough for everyone up to ~16 friends; beyond, some end short.
      expect(outcome.ok).toBe(outcome.results.every((r) => r.playerIds.length === 3));
      if (outcome.ok) expect(outcome.auditLog).toContain("RESULT: OK");
      else expect(outcome.auditLog).toContain("CRITICAL ERROR");
    }
  });
});
