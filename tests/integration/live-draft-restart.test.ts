/**
 * A live draft survives its host being killed (product.md §10.15: the clock "survives a host
 * restart"): `kill -9` of the local host mid-draft, a restart on the same data folder, and the
 * draft has the same turn, the same deadline and every pick; its clock, whose Step Functions
 * execution died with the host, still takes the turn when its time runs out.
 */
import { rmSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
import type { LiveDraftView } from "../../shared/contract/responses";
import { Browserish } from "../support/client";
import { eventually } from "../support/eventually";
import { availablePlayerIds } from "../support/people";
import { hostPlace, spawnOwnHost, type HostProcess } from "../support/own-host";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

let host: HostProcess | undefined;
let place: Awaited<ReturnType<typeof hostPlace>> | undefined;
afterAll(async () => {
  await host?.close();
  if (place) rmSync(place.dataDir, { recursive: true, force: true });
});

it("keeps the turn, the deadline and every pick across a kill -9, and the clock still autopicks", { timeout: 300_000 }, async () => {
  place = await hostPlace("live-draft-restart");
  host = await spawnOwnHost(place);
  const people = await Promise.all(
    ["admin", "ann", "bob", "cat"].map(async (name, i) => {
      const client = new Browserish(host?.url ?? "") as Browserish & { email: string };
      await client.signIn(`${name}.${process.pid}.${i}@example.com`, name);
      return client;
    }),
  );
  const [admin, ...members] = people;
  const league = (await admin.call(contract.leagues.create, { body: { name: "Restart FC" } })).body as { id: string; code: string };
  for (const m of members) expect((await m.call(contract.leagues.joinByCode, { params: { id: league.code }, body: {} })).status).toBe(200);
  const playerIds = await availablePlayerIds(admin);
  const ids: string[] = [];
  for (const [i, c] of people.entries()) {
    expect(
      (await c.call(contract.picks.register, { body: { leagueId: league.id, picks: playerIds.slice(i * 5, i * 5 + 15) } })).status,
    ).toBe(200);
    ids.push((await c.call(contract.auth.userLeagues)).body.find((l: { id: string }) => l.id === league.id).leagueUser.id);
  }
  const base = pathOf(contract.draft.liveDraft, { params: { id: league.id } });
  const view = async () => (await admin.get(base)).body as LiveDraftView;
  const setUp = (await admin.post(base, { clock: "30s" })).body as LiveDraftView;
  const first = people[ids.indexOf(setUp.turn?.participantId ?? "")];
  expect((await first.post(`${base}/picks`, { overall: 1, playerId: playerIds[99] })).status).toBe(200);
  const before = await view();
  expect(before.turn?.overall).toBe(2);

  await host.kill9();
  host = await spawnOwnHost(place);

  // The same browser sessions, the same draft: nothing lost, nothing moved.
  const after = await view();
  expect(after).toMatchObject({ status: "running", version: before.version, deadline: before.deadline, turn: before.turn });
  expect(after.picks).toEqual(before.picks);
  expect(after.order).toEqual(before.order);

  // The clock, started again by the restarted host, takes pick 2 from its member's own list.
  const onClock = before.turn?.participantId ?? "";
  const list = playerIds.slice(ids.indexOf(onClock) * 5, ids.indexOf(onClock) * 5 + 15).filter((id) => id !== playerIds[99]);
  await new Promise((r) => setTimeout(r, Math.max(0, (before.deadline ?? 0) - Date.now())));
  const autopicked = await eventually(async () => {
    const v = await view();
    expect(v.picks).toHaveLength(2);
    return v;
  }, 20_000);
  expect(autopicked.picks[1]).toMatchObject({ overall: 2, participantId: onClock, playerId: list[0], by: "autopick" });
  expect(autopicked.turn?.overall).toBe(3);
});
