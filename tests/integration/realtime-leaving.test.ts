/** Whoever leaves stops hearing (issue 35): a removed member, a member moved to another league and a signed-out browser lose the league's room at once, over real sockets. */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { REALTIME_PROTOCOL } from "../../shared/contract/realtime";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";
import { Browserish } from "../support/client";
import { CREATOR_EMAIL } from "../support/global-setup";
import { leagueWith, signedIn } from "../support/people";
import { untilQuiet } from "../support/quiet";
import { connectionsStore } from "../support/store";
import { openSocket, sessionCookie, subscribedSocket, type TestSocket } from "../support/socket";

const baseUrl = () => inject("baseUrl");

let connections: Awaited<ReturnType<typeof connectionsStore>>;
beforeAll(async () => {
  connections = await connectionsStore();
});

const subscribed = (client: Browserish, leagueId: string) => subscribedSocket(baseUrl(), client, leagueId);

/** "At once": the gateway closes the socket within a few seconds of the call, not at its 2-hour limit. */
const closedWithin = (socket: TestSocket, ms = 5_000) =>
  Promise.race([socket.closed.then(() => "closed"), new Promise((resolve) => setTimeout(() => resolve(`still open after ${ms} ms`), ms))]);

const roomSize = async (leagueId: string) => (await connections.roomConnections(leagueId)).length;

/** The member's row id on the league's member list (what the remove and transfer calls name). */
async function memberRow(admin: Browserish, leagueId: string, member: Browserish & { email: string }) {
  const rows = (await admin.call(contract.leagues.members, { params: { id: leagueId } })).body as Array<{ id: string; email?: string }>;
  return rows.find((r) => r.email === member.email)!.id;
}

/** A rename moves the board's version: whoever is still in the room hears board.changed. */
async function rename(admin: Browserish, leagueId: string, name: string) {
  expect((await admin.call(contract.leagues.rename, { params: { id: leagueId }, body: { name } })).status).toBe(200);
}

describe("whoever leaves a league stops hearing it", () => {
  it("a member an admin removes: their sockets close at once and leave the room; the others keep hearing", async () => {
    const { admin, league, members } = await leagueWith(2);
    const [stays, goes] = members;
    const watcher = await subscribed(stays, league.id);
    const removed = [await subscribed(goes, league.id), await subscribed(goes, league.id)];

    const row = await memberRow(admin, league.id, goes);
    expect((await admin.call(contract.members.remove, { params: { id: row } })).status).toBe(200);
    expect(await Promise.all(removed.map((s) => closedWithin(s)))).toEqual(["closed", "closed"]);
    expect(await roomSize(league.id)).toBe(1);

    // The removal's own board.changed and every later one reach the ones who stayed, and only them.
    await rename(admin, league.id, "After The Removal");
    await untilQuiet();
    expect(watcher.pending.filter((e) => (e as { type: string }).type === "board.changed").length).toBeGreaterThanOrEqual(1);
    for (const socket of removed) expect(socket.pending).toEqual([]);
    // Coming back does not get them in: the room is for members.
    const again = await openSocket(baseUrl(), sessionCookie(goes));
    again.send({ v: REALTIME_PROTOCOL, action: "subscribe", leagueId: league.id });
    expect(await again.next()).toMatchObject({ type: "error", code: "NOT_IN_LEAGUE" });
    await Promise.all([watcher.close(), again.close()]);
  });

  it("a member moved to another league leaves the first league's room at once", async () => {
    const creator = await signedIn("creator", CREATOR_EMAIL);
    const from = await leagueWith(1, "From");
    const to = await leagueWith(0, "To");
    const [mover] = from.members;
    const watcher = await subscribed(from.admin, from.league.id);
    const moving = await subscribed(mover, from.league.id);

    const row = await memberRow(from.admin, from.league.id, mover);
    const moved = await creator.call(contract.members.transfer, { params: { id: row }, body: { targetLeagueId: to.league.id } });
    expect(moved.status).toBe(200);
    expect(await closedWithin(moving)).toBe("closed");
    expect(await roomSize(from.league.id)).toBe(1);

    await rename(from.admin, from.league.id, "After The Move");
    await untilQuiet();
    expect(moving.pending).toEqual([]);
    expect(watcher.pending).toContainEqual(expect.objectContaining({ type: "board.changed", leagueId: from.league.id }));
    await watcher.close();
  });

  it("a browser that signs out: its sockets close at once; the same user's other browser keeps hearing", async () => {
    const { admin, league, members } = await leagueWith(1);
    const [member] = members;
    const elsewhere = new Browserish(baseUrl());
    await elsewhere.signIn(member.email, "member0");
    const leaving = await subscribed(member, league.id);
    // A socket of the same browser that has joined no room yet cannot join one after sign-out.
    const idle = await openSocket(baseUrl(), sessionCookie(member));
    const staying = await subscribed(elsewhere, league.id);

    const res = await member.raw(pathOf(contract.auth.logout));
    expect(res.status).toBe(302);
    expect(await closedWithin(leaving)).toBe("closed");
    idle.send({ v: REALTIME_PROTOCOL, action: "subscribe", leagueId: league.id });
    expect(await idle.next()).toMatchObject({ type: "error", code: "SIGNED_OUT" });

    await rename(admin, league.id, "After The Sign-Out");
    await untilQuiet();
    expect(leaving.pending).toEqual([]);
    expect(idle.pending).toEqual([]);
    expect(staying.pending).toContainEqual(expect.objectContaining({ type: "board.changed", leagueId: league.id }));
    await Promise.all([staying.close(), idle.close()]);
  });
});
