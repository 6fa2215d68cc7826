/**
 * The live draft room over real WebSockets on the local host (product.md §10.15): four members in
 * the league's room hear `draft.changed` for every change and draft by it (re-reading over HTTP,
 * picking on their turn); a pick racing the clock gives exactly one pick and the loser is told
 * plainly; and the turn and start notifications arrive once, by the channels a draft's pace asks.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { REALTIME_PROTOCOL } from "../../shared/contract/realtime";
import type { LiveDraftView } from "../../shared/contract/responses";
import type { Browserish } from "../support/client";
import { eventually } from "../support/eventually";
import { liveDraftLeague } from "../support/live-draft-league";
import { availablePlayerIds } from "../support/people";
import { mailsTo, newPushSubscription, pushesTo } from "../support/mailbox";
import { leagueWith } from "../support/people";
import { untilQuiet } from "../support/quiet";
import { openSocket, sessionCookie, subscribedSocket, type TestSocket } from "../support/socket";
import { contract } from "../../shared/contract/routes";

const baseUrl = () => inject("baseUrl");

const inRoom = (client: Browserish, leagueId: string) => subscribedSocket(baseUrl(), client, leagueId);

/** The next draft.changed a socket hears (heartbeats and board changes are not the draft's). */
async function nextDraftChange(socket: TestSocket, timeoutMs = 15_000): Promise<{ version: string }> {
  for (;;) {
    const message = await socket.next(timeoutMs);
    if (message?.type === "draft.changed") return message;
  }
}

async function subscribePush(client: Browserish) {
  const device = await newPushSubscription();
  expect((await client.call(contract.notifications.addPushSubscription, { body: device.subscription })).status).toBe(200);
  return device;
}

let playerIds: number[] = [];
beforeAll(async () => {
  const { admin } = await leagueWith();
  playerIds = await availablePlayerIds(admin);
});

describe("the room hears every change of its draft", () => {
  it("tells all four members draft.changed with the draft's version, and they draft to the end by it", { timeout: 120_000 }, async () => {
    const { admin, everyone, league, base, view, clientOf } = await liveDraftLeague(playerIds);
    const other = await leagueWith(0);
    const sockets = await Promise.all(everyone.map((c) => inRoom(c, league.id)));
    const bystander = await inRoom(other.admin, other.league.id);

    const setUp = (await admin.post(base, { clock: "2m" })).body as LiveDraftView;
    for (const socket of sockets)
      expect(await nextDraftChange(socket)).toMatchObject({ leagueId: league.id, version: String(setUp.version) });

    // A pick: every member hears the version the draft is at now, and a re-read shows it.
    const onClock = clientOf(setUp.turn?.participantId);
    const picked = (await onClock.post(`${base}/picks`, { overall: 1, playerId: playerIds[80] })).body as LiveDraftView;
    for (const socket of sockets) expect(await nextDraftChange(socket)).toMatchObject({ version: String(picked.version) });

    // Refusals change nothing, so the room hears nothing of them.
    const second = clientOf(picked.turn?.participantId);
    const late = await second.post(`${base}/picks`, { overall: 1, playerId: playerIds[81] });
    expect(late).toMatchObject({ status: 409, body: { message: "Pick 1 is already made: the draft is on pick 2" } });
    const taken = await second.post(`${base}/picks`, { overall: 2, playerId: playerIds[80] });
    expect(taken).toMatchObject({ status: 409, body: { message: "That player has already been picked" } });
    const wrong = everyone.find((c) => c !== second && c !== admin) as typeof admin;
    expect(await wrong.post(`${base}/picks`, { overall: 2, playerId: playerIds[81] })).toMatchObject({
      status: 403,
      body: { message: "It is not your turn" },
    });

    // The admin's pause, resume and undo are changes too: each is heard, each with a newer version.
    const seen: number[] = [];
    for (const action of ["pause", "resume", "undo"]) {
      const after = (await admin.post(`${base}/${action}`, {})).body as LiveDraftView;
      for (const socket of sockets) expect(await nextDraftChange(socket)).toMatchObject({ version: String(after.version) });
      seen.push(after.version);
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    // Now the room drafts by its events alone: on each draft.changed every member re-reads the
    // draft over HTTP, and the one on the clock picks the top free player of their list.
    const lists = new Map(everyone.map((c, i) => [c, playerIds.slice(i * 5, i * 5 + 15)]));
    let last = await view();
    while (last.status === "running") {
      const mover = clientOf(last.turn?.participantId);
      const mine = await view(mover);
      const taken = new Set(mine.picks.map((p) => p.playerId));
      const choice = (lists.get(mover) ?? []).find((id) => !taken.has(id)) ?? playerIds.find((id) => !taken.has(id));
      const answer = await mover.post(`${base}/picks`, { overall: mine.turn?.overall, playerId: choice });
      expect(answer.status).toBe(200);
      const heard = await Promise.all(sockets.map((s) => nextDraftChange(s)));
      // Whatever order the events come in, a member who re-reads on one is at least that far.
      for (const [i, event] of heard.entries()) expect((await view(everyone[i])).version).toBeGreaterThanOrEqual(Number(event.version));
      last = await view();
    }
    expect(last.status).toBe("done");
    expect(last.picks).toHaveLength(12);
    expect(last.picks.every((p) => p.by === "member")).toBe(true);
    await untilQuiet();
    expect(bystander.pending).toEqual([]);
    await Promise.all([...sockets, bystander].map((s) => s.close()));
  });
});

describe("a pick racing the clock", () => {
  it("gives exactly one pick for the turn, and the loser is told plainly", { timeout: 90_000 }, async () => {
    const { admin, league, base, view, clientOf, ids, listOf } = await liveDraftLeague(playerIds, "Race");
    const watcher = await inRoom(admin, league.id);
    const setUp = (await admin.post(base, { clock: "30s" })).body as LiveDraftView;
    await nextDraftChange(watcher);
    const member = clientOf(setUp.turn?.participantId);
    // Sent as the deadline passes by the server's clock: the member and autopick race for pick 1.
    const offset = setUp.serverTime - Date.now();
    await new Promise((r) => setTimeout(r, (setUp.deadline ?? 0) - offset - Date.now()));
    const answer = await member.post(`${base}/picks`, { overall: 1, playerId: playerIds[90] });
    // The clock waits in a Wait state, which is not work in flight: wait for the turn to be over.
    const after = await eventually(async () => {
      const v = await view();
      expect(v.picks.length).toBeGreaterThan(0);
      return v;
    }, 20_000);
    const first = after.picks.filter((p) => p.overall === 1);
    expect(first).toHaveLength(1);
    if (answer.status === 200) expect(first[0]).toMatchObject({ playerId: playerIds[90], by: "member" });
    else {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(
        /^(Time is up for pick 1: autopick takes it from your list|Pick 1 is already made: the draft is on pick 2)$/,
      );
      const list = listOf(ids.indexOf(setUp.turn?.participantId ?? ""));
      expect(first[0]).toMatchObject({ playerId: list[0], by: "autopick", rank: 1 });
    }
    expect(after.turn?.overall).toBe(2);
    await watcher.close();
  });
});

describe("turn and start notifications", () => {
  it(
    "tells the member on the clock once: bell always, push unless they are watching the room, no mail for a fast draft",
    { timeout: 60_000 },
    async () => {
      const { admin, everyone, league, base, view, clientOf } = await liveDraftLeague(playerIds, "Turns");
      const devices = await Promise.all(everyone.map((c) => subscribePush(c)));
      const deviceOf = (c: typeof admin) => devices[everyone.indexOf(c)];
      const sockets = await Promise.all(everyone.map((c) => inRoom(c, league.id)));

      const setUp = (await admin.post(base, { clock: "2m" })).body as LiveDraftView;
      const first = clientOf(setUp.turn?.participantId);
      const second = clientOf(setUp.order[1].participantId);
      // The second on the clock leaves the room before their turn: they get the push.
      await sockets[everyone.indexOf(second)].close();
      await untilQuiet();
      const turnNotes = async (c: typeof admin) =>
        (
          (await c.call(contract.notifications.list)).body as Array<{ type: string; title: string; message: string; actionUrl: string }>
        ).filter((n) => n.type === "your_turn");
      await eventually(async () => expect(await turnNotes(first)).toHaveLength(1));
      expect((await turnNotes(first))[0]).toMatchObject({ title: "It is your turn to pick", actionUrl: "/draft-room" });
      expect((await turnNotes(first))[0].message).toMatch(/^Turns: pick 1 is yours\. You have \d+ (seconds|minutes) to pick, or autopick/);

      // Paused and resumed, the turn is the same: nobody is told twice.
      await admin.post(`${base}/pause`, {});
      await admin.post(`${base}/resume`, {});
      expect((await first.post(`${base}/picks`, { overall: 1, playerId: playerIds[95] })).status).toBe(200);
      await untilQuiet();
      await eventually(async () => expect(await turnNotes(second)).toHaveLength(1));
      expect((await turnNotes(second))[0].message).toContain("pick 2 is yours");
      expect(await turnNotes(first)).toHaveLength(1);
      // Watching the room: no push for the first; away: the second's phone hears it.
      expect(await pushesTo(deviceOf(first).id)).toEqual([]);
      const pushes = await eventually(async () => {
        const got = await pushesTo(deviceOf(second).id);
        expect(got).toHaveLength(1);
        return got;
      });
      expect(pushes[0].payload).toMatchObject({ title: "It is your turn to pick", url: "/draft-room" });
      // A fast draft's turn is never mailed, though the type's mail is on by default.
      for (const c of [first, second]) expect((await mailsTo(c.email)).filter((m) => m.subject.startsWith("It is your turn"))).toEqual([]);
      // Only the members whose turn it was heard of it.
      const others = everyone.filter((c) => c !== first && c !== second);
      for (const c of others) expect(await turnNotes(c)).toEqual([]);
      expect((await view()).turn?.overall).toBe(2);
      await admin.post(`${base}/cancel`, {});
      await Promise.all(sockets.map((s) => (s.socket.readyState === s.socket.OPEN ? s.close() : undefined)));
    },
  );

  it(
    "tells the member whose pick the admin took back, or made for them, at once and by name: bell and push, though they watch the room",
    { timeout: 60_000 },
    async () => {
      const { admin, everyone, league, base, ids, clientOf } = await liveDraftLeague(playerIds, "Undo Told");
      const devices = await Promise.all(everyone.map((c) => subscribePush(c)));
      const sockets = await Promise.all(everyone.map((c) => inRoom(c, league.id)));
      let turn = ((await admin.post(base, { clock: "2m" })).body as LiveDraftView).turn!;
      // The admin's own turn first, if the draw put them there: the member on the clock next is the one touched.
      if (clientOf(turn.participantId) === admin) {
        turn = ((await admin.post(`${base}/picks`, { overall: turn.overall, playerId: playerIds[90] })).body as LiveDraftView).turn!;
      }
      const touched = clientOf(turn.participantId);
      const device = devices[everyone.indexOf(touched)];
      const adminName = ((await admin.get(base)).body as LiveDraftView).order.find((o) => o.participantId === ids[0])!.username;
      const own = (await touched.post(`${base}/picks`, { overall: turn.overall, playerId: playerIds[91] })).body as LiveDraftView;
      const ownName = own.picks.at(-1)!.playerName!;
      await untilQuiet();
      const toldOf = async (c: Browserish) =>
        ((await c.call(contract.notifications.list)).body as Array<{ title: string; message: string; actionUrl: string }>).filter((n) =>
          n.title.includes(adminName),
        );

      expect((await admin.post(`${base}/undo`, {})).status).toBe(200);
      const [undone] = await eventually(async () => {
        const got = await toldOf(touched);
        expect(got).toHaveLength(1);
        return got;
      });
      expect(undone.title).toMatch(new RegExp(`^${adminName} took back your pick of ${ownName}: you are on the clock, [12]:\\d\\d left$`));
      expect(undone.actionUrl).toBe("/draft-room");

      const forThem = (await admin.post(`${base}/picks`, { overall: turn.overall, playerId: playerIds[92] })).body as LiveDraftView;
      const forName = forThem.picks.find((p) => p.overall === turn.overall)!.playerName!;
      await eventually(async () => expect((await toldOf(touched)).map((n) => n.title)).toContain(`${adminName} picked ${forName} for you`));
      // Both reach the member's phone though they have the room open: the moment is theirs, and a room scrolled away misses it.
      const pushes = await eventually(async () => {
        const got = (await pushesTo(device.id)).map((p) => p.payload as { title: string }).filter((p) => p.title.includes(adminName));
        expect(got).toHaveLength(2);
        return got;
      });
      expect(pushes.map((p) => p.title)).toEqual([undone.title, `${adminName} picked ${forName} for you`]);
      // Nobody else is told of a pick that is not theirs; no mail for a fast draft.
      await untilQuiet();
      for (const c of everyone.filter((c) => c !== touched)) expect(await toldOf(c)).toEqual([]);
      expect(await toldOf(touched)).toHaveLength(2);
      expect((await mailsTo(touched.email)).filter((m) => m.subject.includes(adminName))).toEqual([]);
      await admin.post(`${base}/cancel`, {});
      await Promise.all(sockets.map((s) => s.close()));
    },
  );

  it("mails a slow draft's turn, under the member's preferences, with push and bell", { timeout: 60_000 }, async () => {
    const { admin, everyone, base, clientOf } = await liveDraftLeague(playerIds, "Slow Turns");
    const devices = await Promise.all(everyone.map((c) => subscribePush(c)));
    const deviceOf = (c: typeof admin) => devices[everyone.indexOf(c)];
    const turnMails = async (c: typeof admin) => (await mailsTo(c.email)).filter((m) => m.subject.startsWith("It is your turn to pick"));
    const setUp = (await admin.post(base, { clock: "1h" })).body as LiveDraftView;
    const first = clientOf(setUp.turn?.participantId);
    const second = clientOf(setUp.order[1].participantId);
    await untilQuiet();
    // The first on the clock has the defaults: mail, push and bell.
    const [mail] = await eventually(async () => {
      const got = await turnMails(first);
      expect(got).toHaveLength(1);
      return got;
    });
    expect(mail.text).toMatch(/Slow Turns: pick 1 is yours\. Pick by \w{3} \d{2}:\d{2} \(UK time\)/);
    await eventually(async () => expect(await pushesTo(deviceOf(first).id)).toHaveLength(1));
    // The second switched the turn's mail off: push and bell only.
    const { preferences } = (await second.call(contract.notifications.preferences)).body;
    preferences.channels.your_turn = { bell: true, email: false, push: true };
    expect((await second.call(contract.notifications.savePreferences, { body: preferences })).status).toBe(200);
    expect((await first.post(`${base}/picks`, { overall: 1, playerId: playerIds[96] })).status).toBe(200);
    await untilQuiet();
    await eventually(async () => expect(await pushesTo(deviceOf(second).id)).toHaveLength(1));
    expect(await turnMails(second)).toEqual([]);
    expect(await turnMails(first)).toHaveLength(1);
    await admin.post(`${base}/cancel`, {});
  });

  it(
    "tells each member once, an hour before a scheduled draft starts (bell and push; no mail for a fast one)",
    { timeout: 60_000 },
    async () => {
      const { admin, everyone, base, members } = await liveDraftLeague(playerIds, "Soon");
      const devices = await Promise.all(everyone.map((c) => subscribePush(c)));
      // Switched off by one member: their bell still has it (the bell is the record), their phone does not.
      const { preferences: prefs } = (await members[2].call(contract.notifications.preferences)).body;
      prefs.channels.draft_starting = { bell: true, email: true, push: false };
      expect((await members[2].call(contract.notifications.savePreferences, { body: prefs })).status).toBe(200);
      // Set an hour and a few seconds ahead, so the hour's call is due in a few seconds.
      const startsAt = new Date(Date.now() + 3_600_000 + 4_000).toISOString();
      const scheduled = await admin.post(base, { clock: "60s", startsAt });
      expect(scheduled.body).toMatchObject({ status: "scheduled" });
      const calls = async (c: Browserish) =>
        ((await c.call(contract.notifications.list)).body as Array<{ type: string; title: string }>).filter(
          (n) => n.type === "draft_starting",
        );
      for (const c of everyone) await eventually(async () => expect(await calls(c)).toHaveLength(1), 20_000);
      expect((await calls(admin))[0].title).toBe("The live draft starts in 1 hour");
      await untilQuiet();
      for (const [i, c] of everyone.entries()) {
        expect(await pushesTo(devices[i].id)).toHaveLength(c === members[2] ? 0 : 1);
        expect((await mailsTo(c.email)).filter((m) => m.subject.startsWith("The live draft starts"))).toEqual([]);
      }
      for (const c of everyone) expect(await calls(c)).toHaveLength(1);
    },
  );
});

describe("who may change a running draft, over HTTP and the socket", () => {
  it(
    "refuses a member's pick for another and every admin tool, and every draft action or hostile message on the socket, changing nothing",
    { timeout: 60_000 },
    async () => {
      const { admin, everyone, league, base, view, clientOf, ids } = await liveDraftLeague(playerIds, "Roles");
      const outsider = (await leagueWith(0)).admin;
      const sockets = await Promise.all(everyone.map((c) => inRoom(c, league.id)));
      const setUp = (await admin.post(base, { clock: "2m" })).body as LiveDraftView;
      for (const s of sockets) expect(await nextDraftChange(s)).toMatchObject({ version: String(setUp.version) });
      const onClock = setUp.turn?.participantId ?? "";
      const member = everyone.find((c) => c !== admin && c !== clientOf(onClock)) as typeof admin;
      const socket = sockets[everyone.indexOf(member)];

      expect(await member.post(`${base}/picks`, { overall: 1, playerId: playerIds[97] })).toMatchObject({
        status: 403,
        body: { message: "It is not your turn" },
      });
      for (const tool of ["pause", "resume", "undo", "cancel"]) expect((await member.post(`${base}/${tool}`, {})).status).toBe(403);
      const someoneElse = ids.find((id) => id !== ids[everyone.indexOf(member)]);
      expect(await member.request("PUT", `${base}/autopick`, { on: true, participantId: someoneElse })).toMatchObject({
        status: 403,
        body: { message: "Only an admin can switch another member's autopick" },
      });
      expect((await outsider.get(base)).status).toBe(403);
      expect((await outsider.post(`${base}/picks`, { overall: 1, playerId: playerIds[97] })).status).toBe(403);

      // The socket carries no draft action: picks and tools go over HTTP, where the roles are checked.
      const hostile = [
        { v: 1, action: "pick", leagueId: league.id, overall: 1, playerId: playerIds[97] },
        { v: 1, action: "pause", leagueId: league.id },
        { v: 1, action: "undo", leagueId: league.id },
        { v: 2, action: "subscribe", leagueId: league.id },
        { v: 1, action: "subscribe", leagueId: league.id, overall: 1 },
        "{not json",
        [1, 2, 3],
      ];
      for (const message of hostile) {
        socket.send(message);
        expect(await socket.next()).toMatchObject({ v: REALTIME_PROTOCOL, type: "error" });
      }
      // A non-member cannot listen in.
      const spy = await openSocket(baseUrl(), sessionCookie(outsider));
      spy.send({ v: REALTIME_PROTOCOL, action: "subscribe", leagueId: league.id });
      expect(await spy.next()).toMatchObject({ type: "error", code: "NOT_IN_LEAGUE", action: "subscribe" });
      await untilQuiet();
      expect(await view()).toMatchObject({ version: setUp.version, picks: [], status: "running" });
      expect(socket.pending).toEqual([]);

      // The admin may pick for the member on the clock; the room hears it, the spy does not. When
      // the drawn order put the admin first, their own pick comes first and the next turn is a member's.
      let turn = setUp.turn!;
      if (clientOf(turn.participantId) === admin) {
        const own = (await admin.post(`${base}/picks`, { overall: turn.overall, playerId: playerIds[96] })).body as LiveDraftView;
        expect(own.picks.at(-1)).toMatchObject({ participantId: turn.participantId, by: "member" });
        expect(await nextDraftChange(socket)).toMatchObject({ version: String(own.version) });
        turn = own.turn!;
      }
      const forThem = await admin.post(`${base}/picks`, { overall: turn.overall, playerId: playerIds[97] });
      expect(forThem.body.picks.at(-1)).toMatchObject({
        participantId: turn.participantId,
        by: "admin",
        note: expect.stringContaining("(admin)"),
      });
      expect(await nextDraftChange(socket)).toMatchObject({ version: String(forThem.body.version) });
      await untilQuiet();
      expect(spy.pending).toEqual([]);
      await admin.post(`${base}/cancel`, {});
      await Promise.all([...sockets, spy].map((s) => s.close()));
    },
  );
});
