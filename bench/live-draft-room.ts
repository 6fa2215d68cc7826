import http from "node:http";
import { REALTIME_PROTOCOL } from "../shared/contract/realtime";
import type { LiveDraftView } from "../shared/contract/responses";
import { Browserish } from "../tests/support/client";
import { openSocket, type TestSocket } from "../tests/support/socket";
import { median, percentile, sample, withBenchHost } from "./harness";
import { contract } from "../shared/contract/routes";

const WATCHERS = 1000;
const PICKS = 6;
/** Sockets opened at once while filling the room: a crowd arriving, not a thundering herd. */
const CONNECT_BATCH = 25;
const RECONNECTS = 100;

const ms = (v: number) => `${v.toFixed(0)} ms`;

/**
 * One message posted to every connection straight to the gateway stand-in's `@connections` API
 * over plain keep-alive HTTP, 64 at a time: no function, no SDK, no DynamoDB. What is left is
 * the stand-in's sends and this process's 1,000 clients reading them on the same two cores: the
 * floor under any fan-out on this machine.
 */
async function emptyBroadcast(endpoint: string, ids: string[], data: string): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const one = (id: string) =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(`${endpoint}/@connections/${encodeURIComponent(id)}`, { method: "POST", agent }, (res) => {
        res.resume();
        res.on("end", () => (res.statusCode === 200 ? resolve() : reject(new Error(`post: ${res.statusCode}`))));
      });
      req.on("error", reject);
      req.end(data);
    });
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (next < ids.length) await one(ids[next++]);
    }),
  );
  agent.destroy();
}

/**
 * The live draft room at 1,000 watchers (one league's room on the local host): the time from a
 * pick (the HTTP call leaving the client) to its `draft.changed` at every client (p50/p99 over
 * every client and pick), the pick call's own time, messages and DynamoDB requests per pick
 * (counted on the wire), and the cost of connecting and of reconnecting (handshake + subscribe,
 * and the re-read of the draft a reconnecting client makes). Set against the same run's
 * `GET /api/auth/user` and socket heartbeat (ping → pong) medians, as every figure of the bench is.
 * Also times what a direct send from the pick's own request would cost (decision 0235).
 */
export async function run() {
  await withBenchHost("room", { creatorEmails: "bench-room@treble.test", countDynamo: true }, async ({ host, proxy }) => {
    const { seedMembers } = await import("../tests/support/seed-members");
    const { roomConnections } = await import("../functions/data/stores/connections-store");
    const { postToAll } = await import("../functions/realtime/post");

    const admin = new Browserish(host.url);
    await admin.signIn("bench-room-admin@treble.test", "Admin");
    const players = ((await admin.call(contract.feed.players)).body as Array<{ id: number; status: string }>)
      .filter((p) => p.status === "a")
      .map((p) => p.id);
    const leagueId = (await admin.call(contract.leagues.create, { body: { name: "Room FC" } })).body.id as string;
    await seedMembers(leagueId, 3, (i) => players.slice(i * 5 + 5, i * 5 + 20));
    await admin.call(contract.picks.register, { body: { leagueId, picks: players.slice(0, 15) } });
    await host.warmed;
    const cookie = `treble_session=${admin.cookie("treble_session")}`;
    const quiet = () => fetch(`${host.url}/_local/quiet?timeoutMs=20000`).then((r) => r.arrayBuffer());

    const join = async (): Promise<TestSocket> => {
      const socket = await openSocket(host.url, cookie);
      socket.send({ v: REALTIME_PROTOCOL, action: "subscribe", leagueId });
      const answer = await socket.next(60_000);
      if (answer?.type !== "subscribed") throw new Error(`subscribe: ${JSON.stringify(answer)}`);
      return socket;
    };

    // Baselines of this run: an API read, and one message's round trip through the channel's function.
    const probe = await join();
    const auth = median(await sample(15, () => admin.call(contract.auth.currentUser), 3));
    const ping = median(
      await sample(
        15,
        async () => {
          probe.send({ v: REALTIME_PROTOCOL, action: "ping" });
          await probe.next();
        },
        3,
      ),
    );
    await probe.close();
    await quiet();

    // Fill the room.
    proxy.clear();
    const connectMs: number[] = [];
    const sockets: TestSocket[] = [];
    const filling = performance.now();
    for (let i = 0; i < WATCHERS; i += CONNECT_BATCH) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(CONNECT_BATCH, WATCHERS - i) }, async () => {
          const started = performance.now();
          const socket = await join();
          connectMs.push(performance.now() - started);
          return socket;
        }),
      );
      sockets.push(...batch);
    }
    const fillMs = performance.now() - filling;
    await quiet();
    const connectDynamo = proxy.total() / WATCHERS;

    // Each client timestamps the first draft.changed of each version it hears.
    const heard = sockets.map(() => new Map<string, number>());
    const dupes = { count: 0 };
    sockets.forEach((s, i) =>
      s.socket.on("message", (data: Buffer) => {
        const event = JSON.parse(data.toString("utf8")) as { type: string; version?: string };
        if ((event.type !== "draft.changed" && event.type !== "bench.empty") || !event.version) return;
        if (heard[i].has(event.version)) dupes.count++;
        else heard[i].set(event.version, performance.now());
      }),
    );

    const params = { id: leagueId };
    const setUp = await admin.call(contract.draft.scheduleLiveDraft, { params, body: { clock: "2m" } });
    if (setUp.status !== 200) throw new Error(`set up: ${JSON.stringify(setUp.body)}`);
    await quiet();

    const ids = (await roomConnections(leagueId)).map((c) => c.connectionId);
    const untilHeard = async (version: string) => {
      const until = performance.now() + 60_000;
      while (heard.some((h) => !h.has(version)) && performance.now() < until) await new Promise((r) => setTimeout(r, 5));
      return heard.filter((h) => h.has(version));
    };
    const empties: number[] = [];
    const latencies: number[] = [];
    const pickCalls: number[] = [];
    const perPick: Array<{ dynamo: number; messages: number; ops: Record<string, number> }> = [];
    let view = setUp.body as LiveDraftView;
    for (let k = 0; k < PICKS; k++) {
      // The baseline before each pick, so a change in the machine's load falls on both.
      const empty = `empty-${k}`;
      const sent = performance.now();
      await emptyBroadcast(
        host.realtimeEndpoint,
        ids,
        JSON.stringify({ v: REALTIME_PROTOCOL, type: "bench.empty", leagueId, version: empty }),
      );
      for (const h of await untilHeard(empty)) empties.push((h.get(empty) ?? 0) - sent);
      await quiet();
      proxy.clear();
      const started = performance.now();
      const picked = await admin.call(contract.draft.livePick, {
        params,
        body: { overall: view.turn!.overall, playerId: players[100 + k] },
      });
      pickCalls.push(performance.now() - started);
      if (picked.status !== 200) throw new Error(`pick: ${JSON.stringify(picked.body)}`);
      view = picked.body as LiveDraftView;
      const version = String(view.version);
      const got = await untilHeard(version);
      for (const h of got) latencies.push((h.get(version) ?? 0) - started);
      await quiet();
      perPick.push({ dynamo: proxy.total(), messages: got.length, ops: proxy.byOperation() });
    }

    const repeats = dupes.count;
    // What a send from the pick's own request would add to it: the same fan-out, in this process.
    const direct = await sample(3, () =>
      postToAll(ids, { v: REALTIME_PROTOCOL, type: "draft.changed", leagueId, version: String(view.version) }),
    );
    await quiet();

    // Reconnecting: a dropped client opens a socket, rejoins, and re-reads the draft over HTTP.
    const dropped = sockets.splice(0, RECONNECTS);
    await Promise.all(dropped.map((s) => s.close()));
    await quiet();
    proxy.clear();
    const reconnectMs: number[] = [];
    for (let i = 0; i < RECONNECTS; i += CONNECT_BATCH) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(CONNECT_BATCH, RECONNECTS - i) }, async () => {
          const started = performance.now();
          const socket = await join();
          await admin.call(contract.draft.liveDraft, { params });
          reconnectMs.push(performance.now() - started);
          return socket;
        }),
      );
      sockets.push(...batch);
    }
    await quiet();
    const reconnectDynamo = proxy.total() / RECONNECTS;
    await Promise.all(sockets.map((s) => s.close()));

    const p = (values: number[], q: number) => percentile(values, q);
    const messages = perPick.map((x) => x.messages);
    const dynamo = perPick.map((x) => x.dynamo);
    console.log(
      `\n== Live draft room: ${WATCHERS} watchers in one league's room (local host; auth: GET /api/auth/user p50, ping: one heartbeat's round trip p50, both this run) ==`,
    );
    console.log(`baselines: auth ${ms(auth)}, ping ${ms(ping)}`);
    console.log(
      `pick → draft.changed at every client (${latencies.length} deliveries over ${PICKS} picks): p50 ${ms(p(latencies, 50))} (×${(p(latencies, 50) / ping).toFixed(1)} ping), p99 ${ms(p(latencies, 99))} (×${(p(latencies, 99) / ping).toFixed(1)} ping), max ${ms(p(latencies, 100))}`,
    );
    console.log(
      `empty broadcast (the transport alone: stand-in and these ${WATCHERS} clients, no function; ${empties.length} deliveries, one broadcast before each pick): p50 ${ms(p(empties, 50))}, p99 ${ms(p(empties, 99))}; the pick's p50 ×${(p(latencies, 50) / p(empties, 50)).toFixed(1)}, p99 ×${(p(latencies, 99) / p(empties, 99)).toFixed(1)} of it`,
    );
    console.log(
      `the pick call itself: p50 ${ms(median(pickCalls))} (×${(median(pickCalls) / auth).toFixed(1)} auth), max ${ms(Math.max(...pickCalls))}`,
    );
    console.log(
      `messages per pick: ${Math.min(...messages)}–${Math.max(...messages)} (one per watcher; repeats heard: ${repeats}); DynamoDB requests per pick: ${Math.min(...dynamo)}–${Math.max(...dynamo)}: ${JSON.stringify(perPick.at(-1)?.ops)}`,
    );
    console.log(
      `a direct send from the pick's request instead would add p50 ${ms(median(direct))} (×${(median(direct) / auth).toFixed(0)} auth) to it, for ${ids.length} connections`,
    );
    console.log(
      `connect + subscribe: p50 ${ms(p(connectMs, 50))} (×${(p(connectMs, 50) / ping).toFixed(1)} ping), p99 ${ms(p(connectMs, 99))}, ${WATCHERS} in ${(fillMs / 1000).toFixed(1)} s (${CONNECT_BATCH} at a time), ${connectDynamo.toFixed(1)} DynamoDB requests each`,
    );
    console.log(
      `reconnect (connect + subscribe + re-read the draft): p50 ${ms(p(reconnectMs, 50))} (×${(p(reconnectMs, 50) / auth).toFixed(1)} auth), p99 ${ms(p(reconnectMs, 99))}, ${reconnectDynamo.toFixed(1)} DynamoDB requests each`,
    );
  });
}
