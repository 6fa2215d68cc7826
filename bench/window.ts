import { loadPack } from "../infra/local/fpl-replay/pack";
import { seededShuffle } from "../shared/draft";
import type { DraftPlayer } from "../shared/draft/types";
import { openPicks, picksAfterWindow, scoreMembers, type GoalRecord } from "../shared/scoring";
import { runWindowDraft, type WindowMember } from "../shared/window/window-draft";

const SIZES = [10, 100, 1000];
const RUNS = 7;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The January window draft (shared/window/window-draft.ts) on the replay pack's real 2025-26
 * players with their real statuses (216 left the league): every member holds 3 players drawn
 * from the whole list (some of them departed), ranks 15 originals and 5 extra candidates; then
 * the picks after the window and a board's scoring over all 29 gameweeks with each pick's window.
 */
export async function run(): Promise<void> {
  const { pack } = loadPack();
  const players: Record<number, DraftPlayer> = Object.fromEntries(
    pack.elements.map((e) => [e[0], { id: e[0], name: e[2], team: String(e[5]), status: e[8] }]),
  );
  const ids = pack.elements.map((e) => e[0]);
  const goals: GoalRecord[] = Object.entries(pack.live).flatMap(([week, rows]) =>
    rows.filter((r) => r[2] > 0).map((r) => ({ gameweekId: Number(week), playerId: r[0], goals: r[2] })),
  );
  console.log(
    `\n== January window draft (pure, ${ids.length} real players, ${ids.filter((id) => players[id].status === "u").length} departed; median of ${RUNS}) ==`,
  );
  for (const size of SIZES) {
    const members: WindowMember[] = Array.from({ length: size }, (_, i) => {
      const mine = seededShuffle(ids, `window-${size}-${i}`);
      return {
        id: `m${String(i).padStart(5, "0")}`,
        username: `member${i}`,
        seasonGoals: i % 40,
        lastGameweekGoals: i % 3,
        held: mine.slice(0, 3),
        selections: mine.slice(0, 15),
        candidates: mine.slice(15, 20),
      };
    });
    const times: number[] = [];
    let outcome = runWindowDraft({ seed: "warm-up", members, players });
    for (let r = 0; r < RUNS; r++) {
      const started = performance.now();
      outcome = runWindowDraft({ seed: `bench-${r}`, members, players });
      times.push(performance.now() - started);
    }
    const replaced = outcome.results.reduce((n, x) => n + x.replacements.filter((y) => y.playerId !== undefined).length, 0);
    const departed = outcome.results.reduce((n, x) => n + x.replacements.length, 0);
    const extras = outcome.results.filter((x) => x.extra !== undefined).length;

    const before = Object.fromEntries(members.map((m) => [m.id, openPicks(m.held, 1)]));
    const started = performance.now();
    const after = picksAfterWindow(
      before,
      outcome.results.map((x) => ({ userId: x.memberId, replacements: x.replacements, extra: x.extra })),
      { next: 25 },
    );
    const scores = scoreMembers(
      Object.entries(after).map(([userId, picks]) => ({ userId, picks })),
      goals,
      { gameweek: 29 },
    );
    const scoreMs = performance.now() - started;
    console.log(
      `${String(size).padStart(5)} members  draft ${median(times).toFixed(2).padStart(7)} ms  (${replaced}/${departed} departed picks replaced, ${extras} extra picks, log ${(outcome.auditLog.length / 1024).toFixed(0)} KB)  picks+board ${scoreMs.toFixed(1)} ms for ${scores.length} members`,
    );
  }
  console.log(
    "Held players are drawn per member independently, so at 1,000 members (3,000 picks, 820 players) nearly every player is held: the worst case for skips and log size.",
  );
}
