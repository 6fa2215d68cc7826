/**
 * The two screens a member opens most on the days that matter (issue 38), set up on a host of its
 * own started with `fplGameweek: 12` and the schedules off: a live league's board in a live
 * gameweek with the Live now strip up, and a draft league's room mid-draft (one pick made, the
 * longest clock, so nothing runs out while it is looked at). Shared by the first-load e2e test
 * and the bench's Lighthouse row, so both measure the same screens.
 */
import { replayControl } from "../../infra/local/fpl-replay/control";
import type { LocalHost } from "../../infra/local/host";
import type { LiveDraftView } from "../../shared/contract/responses";
import { contract } from "../../shared/contract/routes";
import { Browserish } from "./client";
import { scheduledGoalsTick } from "./goals";
import { liveLeague, type LiveLeague } from "./live-league";

const WEEK = 13;

/** A live league of four whose board shows GW13 being played: the goals job has seen the matches kick off. */
export async function liveBoardScene(host: LocalHost, stamp: string): Promise<LiveLeague> {
  const live = await liveLeague(host.url, {
    stamp: `board.${stamp}`,
    leagueName: "Saturday Club",
    names: ["Ada", "Bo", "Cy", "Di"],
    picks: [["Thiago", "Foden"], [], [], []],
  });
  const replay = replayControl(host.replayUrl!);
  // Kick-off was five minutes ago and the first slot plays on in real time (90 minutes a match).
  await replay.clock({ matchMinutes: 90, gapMinutes: 30, startInMinutes: 0, gameweek: WEEK });
  await replay.clock({ advanceMinutes: 20 });
  const tick = await scheduledGoalsTick(host.url, 11 * 60_000);
  if (tick.status !== "ok") throw new Error(`goals tick: ${JSON.stringify(tick)}`);
  return live;
}

export interface DraftRoomScene {
  leagueId: string;
  /** The member on the clock after the first pick: the room says "Your turn" to them. */
  onClock: Browserish;
  everyone: Browserish[];
}

/** A league of four mid live draft: the first pick made, the second member on an 8-hour clock. */
export async function draftRoomScene(host: LocalHost, stamp: string): Promise<DraftRoomScene> {
  const everyone: Browserish[] = [];
  for (const name of ["Eve", "Fin", "Gia", "Hal"]) {
    const client = new Browserish(host.url);
    await client.signIn(`${name.toLowerCase()}.room.${stamp}@example.test`, name);
    everyone.push(client);
  }
  const [admin, ...members] = everyone;
  const created = await admin.call(contract.leagues.create, { body: { name: "Draft Night" } });
  if (created.status !== 200) throw new Error(`league not created: ${JSON.stringify(created.body)}`);
  const leagueId = created.body.id;
  for (const member of members) await member.call(contract.leagues.joinByCode, { params: { id: created.body.code }, body: {} });
  const players = (await admin.call(contract.feed.players)).body as Array<{ id: number; status: string }>;
  const free = players.filter((p) => p.status === "a").map((p) => p.id);
  for (const [i, client] of everyone.entries()) {
    const saved = await client.call(contract.picks.register, { body: { leagueId, picks: free.slice(i * 5, i * 5 + 15) } });
    if (saved.status !== 200) throw new Error(`register failed: ${JSON.stringify(saved.body)}`);
  }
  const at = { params: { id: leagueId } };
  const started = await admin.call(contract.draft.scheduleLiveDraft, { ...at, body: { clock: "8h", overnightPause: false } });
  if (started.status !== 200) throw new Error(`live draft not started: ${JSON.stringify(started.body)}`);
  const byParticipant = new Map<string, Browserish>();
  for (const client of everyone) {
    const mine = (await client.call(contract.auth.userLeagues)).body as Array<{ id: string; leagueUser: { id: string } }>;
    byParticipant.set(mine.find((l) => l.id === leagueId)!.leagueUser.id, client);
  }
  const view = async (client: Browserish) => (await client.call(contract.draft.liveDraft, at)).body as LiveDraftView;
  const first = byParticipant.get((await view(admin)).turn!.participantId)!;
  const firstView = await view(first);
  const picked = await first.call(contract.draft.livePick, {
    ...at,
    body: { overall: 1, playerId: firstView.me?.wouldAutopick?.playerId ?? 0 },
  });
  if (picked.status !== 200) throw new Error(`first pick refused: ${JSON.stringify(picked.body)}`);
  const onClock = byParticipant.get((await view(admin)).turn!.participantId)!;
  return { leagueId, onClock, everyone };
}
