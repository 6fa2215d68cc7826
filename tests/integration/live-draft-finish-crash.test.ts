/**
 * A finished live draft always becomes a live league, exactly once, whatever dies when (issue #35,
 * decision 0270): five leagues make their last pick at staggered moments (long before the kill,
 * ~250 ms, ~100 ms, just answered, still in flight), the host is killed with SIGKILL and started
 * again on the same data. Every league whose room says done goes live with exactly the room's
 * picks, through one execution credited to the live draft and its last pick; none can have a new
 * live draft scheduled over its finished one meanwhile.
 */
import { rmSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
import type { HistoryEntry, LiveDraftView } from "../../shared/contract/responses";
import { contract } from "../../shared/contract/routes";
import { Browserish } from "../support/client";
import { eventually } from "../support/eventually";
import { availablePlayerIds } from "../support/people";
import { hostPlace, spawnOwnHost, type HostProcess } from "../support/own-host";

let host: HostProcess | undefined;
let place: Awaited<ReturnType<typeof hostPlace>> | undefined;
afterAll(async () => {
  await host?.close();
  if (place) rmSync(place.dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Arranging and reading only: a fresh host's first call of a function loads its bundle, which on a loaded
 * machine can outlast the gateway's wait (503, the call running on). Such a call is read again.
 */
async function arranged<T extends { status: number }>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const answer = await call();
    if (answer.status !== 503 || attempt === 5) return answer;
    await sleep(3_000);
  }
}

/** A league of four drafting live on a 2-minute clock, its first eleven picks made. */
async function elevenPicksIn(url: string, n: number, playerIds: number[]) {
  const people = await Promise.all(
    ["admin", "ann", "bob", "cat"].map(async (name, i) => {
      const client = new Browserish(url);
      await client.signIn(`${name}.${n}.${process.pid}.${i}@example.com`, `${name}${n}`);
      return client;
    }),
  );
  const [admin, ...members] = people;
  const league = (await arranged(() => admin.call(contract.leagues.create, { body: { name: `Crash FC ${n}` } }))).body as {
    id: string;
    code: string;
  };
  for (const m of members)
    expect([200, 409]).toContain(
      (await arranged(() => m.call(contract.leagues.joinByCode, { params: { id: league.code }, body: {} }))).status,
    );
  const ids: string[] = [];
  for (const [i, c] of people.entries()) {
    expect(
      (await arranged(() => c.call(contract.picks.register, { body: { leagueId: league.id, picks: playerIds.slice(i * 5, i * 5 + 15) } })))
        .status,
    ).toBe(200);
    ids.push((await c.call(contract.auth.userLeagues)).body.find((l: { id: string }) => l.id === league.id).leagueUser.id);
  }
  const at = { params: { id: league.id } };
  const view = async () => (await admin.call(contract.draft.liveDraft, at)).body as LiveDraftView;
  expect((await arranged(() => admin.call(contract.draft.scheduleLiveDraft, { ...at, body: { clock: "2m" } }))).status).toBe(200);
  const pick = async (overall: number) => {
    const onClock = people[ids.indexOf((await view()).turn?.participantId ?? "")];
    return onClock.call(contract.draft.livePick, { ...at, body: { overall, playerId: playerIds[100 + overall] } });
  };
  for (let overall = 1; overall <= 11; overall++) expect((await pick(overall)).status).toBe(200);
  return { admin, people, ids, league, at, view, pick };
}

it(
  "takes every finished live draft live exactly once across a kill -9 at several moments after its last pick",
  { timeout: 400_000 },
  async () => {
    place = await hostPlace("live-draft-finish-crash");
    host = await spawnOwnHost(place);
    const url = host.url;
    const playerIds = await availablePlayerIds(
      await (async () => {
        const c = new Browserish(url);
        await c.signIn(`reader.${process.pid}@example.com`, "reader");
        return c;
      })(),
    );
    const leagues = [];
    for (let n = 0; n < 5; n++) leagues.push(await elevenPicksIn(url, n, playerIds));

    // The last picks, each a different moment before the kill: ~600 ms, ~250 ms, ~100 ms, just answered, in flight.
    expect((await leagues[0].pick(12)).status).toBe(200);
    await sleep(500);
    expect((await leagues[1].pick(12)).status).toBe(200);
    await sleep(150);
    expect((await leagues[2].pick(12)).status).toBe(200);
    await sleep(20);
    const justAnswered = await leagues[3].pick(12);
    expect(justAnswered.body).toMatchObject({ status: "done" });
    void leagues[4].pick(12).catch(() => undefined);
    await sleep(15);
    await host.kill9();
    host = await spawnOwnHost(place);

    for (const l of leagues) {
      const room = await l.view();
      if (room.status === "running") {
        // The in-flight pick never reached the store: the draft waits for it, and it is made now.
        expect(room.picks).toHaveLength(11);
        expect((await l.pick(12)).status).toBe(200);
      }
      const done = await l.view();
      expect(done).toMatchObject({ status: "done" });
      expect(done.picks).toHaveLength(12);

      // Never a second draft over a finished one: refused while it executes, and once the league is live.
      const again = await l.admin.call(contract.draft.scheduleLiveDraft, { ...l.at, body: { clock: "60s" } });
      expect(again.status).not.toBe(200);
      expect(again.body.message).toMatch(/being made final|league is live/);

      await eventually(
        async () =>
          expect((await l.admin.call(contract.leagues.seasonStatus, { query: { leagueId: l.league.id } })).body.isDraftMode).toBe(false),
        90_000,
      );
      for (const [i, c] of l.people.entries()) {
        const picks = await arranged(() => c.call(contract.draft.finalPicks, { params: { id: l.ids[i] } }));
        expect(picks.status).toBe(200);
        expect(picks.body.map((p: { player: { playerId: number } }) => p.player.playerId)).toEqual(
          done.picks.filter((p) => p.participantId === l.ids[i]).map((p) => p.playerId),
        );
      }
    }
    // One execution each, credited to the live draft and who made its last pick.
    for (const l of leagues) {
      const done = await l.view();
      const runs = (await arranged(() => l.admin.call(contract.draft.history, { params: { leagueId: l.league.id } })))
        .body as HistoryEntry[];
      const executions = runs.filter((r) => r.executionType !== "simulation");
      expect(executions).toHaveLength(1);
      const lastBy = done.order.find((o) => o.participantId === done.picks[11].participantId)?.username;
      expect(executions[0]).toMatchObject({ status: "completed", executedByUsername: `Live draft, last pick by ${lastBy}` });
      const audit = await l.people[1].call(contract.draft.finalAuditLog, { params: { leagueId: l.league.id } });
      expect(audit.body.executedBy).toBe(`Live draft, last pick by ${lastBy}`);
    }
  },
);
