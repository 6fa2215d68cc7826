import { REALTIME_PROTOCOL } from "../shared/contract/realtime";
import { contract } from "../shared/contract/routes";
import { Browserish } from "../tests/support/client";
import { openSocket, type TestSocket } from "../tests/support/socket";
import { median, percentile, sample, withBenchHost } from "./harness";

const MEMBERS = 1000;
const MESSAGES = 5;
const HISTORY = 10_000;
const CONNECT_BATCH = 10;

const ms = (v: number) => `${v.toFixed(0)} ms`;

/**
 * The league's chat (issue 39) on the local host: a message to a room of 1,000 sockets in a league
 * of 1,000 members (from the POST leaving the client to `chat.posted` at every socket, p50/p99
 * over every socket and message; the POST's own time, which includes the fan-out, decision 0312),
 * and a page of history (30 messages) at 10,000 messages, the newest and one deep in the history,
 * with its DynamoDB requests counted on the wire. Set against the same run's GET /api/auth/user.
 * The sockets are all the admin's (seeded members have no sessions): the fan-out still reads the
 * league's 1,000 memberships to keep the room to current members.
 */
/** A handshake the loaded local gateway refuses (500) is tried again, as a browser reconnects. */
async function connect(cookie: string, attempts = 5): Promise<TestSocket> {
  for (let n = 1; ; n++) {
    try {
      return await openSocket(hostUrl, cookie);
    } catch (error) {
      if (n >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 250 * n));
    }
  }
}
let hostUrl = "";

export async function run() {
  await withBenchHost("chat", { creatorEmails: "bench-chat@treble.test", countDynamo: true }, async ({ host, proxy }) => {
    const { seedMembers } = await import("../tests/support/seed-members");
    const { putAll } = await import("../functions/data/table/put-all");
    const { ChatMessage } = await import("../functions/data/entities/chat-message");
    const { newId } = await import("../functions/data/table/ids");

    hostUrl = host.url;
    const admin = new Browserish(host.url);
    await admin.signIn("bench-chat-admin@treble.test", "Admin");
    const leagueId = (await admin.call(contract.leagues.create, { body: { name: "Chat FC" } })).body.id as string;
    await seedMembers(leagueId, MEMBERS - 1, () => []);
    await host.warmed;
    const quiet = () => fetch(`${host.url}/_local/quiet?timeoutMs=20000`).then((r) => r.arrayBuffer());
    const cookie = `treble_session=${admin.cookie("treble_session")}`;
    const auth = median(await sample(15, () => admin.call(contract.auth.currentUser), 3));

    const sockets: TestSocket[] = [];
    for (let i = 0; i < MEMBERS; i += CONNECT_BATCH)
      sockets.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(CONNECT_BATCH, MEMBERS - i) }, async () => {
            const socket = await connect(cookie);
            socket.send({ v: REALTIME_PROTOCOL, action: "subscribe", leagueId });
            const answer = await socket.next(60_000);
            if (answer?.type !== "subscribed") throw new Error(`subscribe: ${JSON.stringify(answer)}`);
            return socket;
          }),
        )),
      );
    await quiet();
    const heard = sockets.map(() => new Map<string, number>());
    sockets.forEach((s, i) =>
      s.socket.on("message", (data: Buffer) => {
        const event = JSON.parse(data.toString("utf8")) as { type: string; message?: { text: string } };
        if (event.type === "chat.posted" && event.message) heard[i]!.set(event.message.text, performance.now());
      }),
    );

    const latencies: number[] = [];
    const postCalls: number[] = [];
    const dynamo: number[] = [];
    for (let k = 0; k < MESSAGES; k++) {
      const text = `bench message ${k}`;
      proxy.clear();
      const started = performance.now();
      const posted = await admin.call(contract.chat.post, { params: { id: leagueId }, body: { text } });
      postCalls.push(performance.now() - started);
      if (posted.status !== 201) throw new Error(`post: ${JSON.stringify(posted.body)}`);
      const until = performance.now() + 60_000;
      while (heard.some((h) => !h.has(text)) && performance.now() < until) await new Promise((r) => setTimeout(r, 5));
      for (const h of heard) if (h.has(text)) latencies.push((h.get(text) ?? 0) - started);
      dynamo.push(proxy.total());
      await quiet();
    }
    await Promise.all(sockets.map((s) => s.close()));

    // 10,000 messages of history, written as the chat writes them, oldest first.
    const t0 = Date.now() - HISTORY * 1000;
    const history = Array.from({ length: HISTORY }, (_, i) => ({
      leagueId,
      stream: "chat",
      messageId: (t0 + i * 1000).toString(36).padStart(9, "0") + newId().slice(9),
      kind: "member" as const,
      authorId: "bench",
      authorName: "Bench",
      text: `history line ${i} with a few words in it, as a chat has`,
      mentions: [],
      reactions: [],
      revision: 0,
      createdAt: new Date(t0 + i * 1000).toISOString(),
    }));
    await putAll(ChatMessage, history);
    const deep = history[HISTORY / 2]!.messageId;
    const page = (before?: string) =>
      admin.call(contract.chat.list, { params: { id: leagueId }, query: { limit: "30", ...(before ? { before } : {}) } });
    const newest = await sample(15, () => page(), 3);
    const middle = await sample(15, () => page(deep), 3);
    proxy.clear();
    const one = await page(deep);
    const pageDynamo = proxy.total();
    const auth2 = median(await sample(15, () => admin.call(contract.auth.currentUser), 3));

    const p = (values: number[], q: number) => percentile(values, q);
    console.log(
      `\n== League chat: ${MEMBERS} members, ${sockets.length} sockets in one room; ${HISTORY} messages of history (local host; auth: GET /api/auth/user p50 this run) ==`,
    );
    console.log(`baselines: auth ${ms(auth)} (before), ${ms(auth2)} (after the history was written)`);
    console.log(
      `message → chat.posted at every socket (${latencies.length} deliveries over ${MESSAGES} messages): p50 ${ms(p(latencies, 50))} (×${(p(latencies, 50) / auth).toFixed(1)} auth), p99 ${ms(p(latencies, 99))} (×${(p(latencies, 99) / auth).toFixed(1)} auth)`,
    );
    console.log(
      `the POST itself (the fan-out inside it): p50 ${ms(median(postCalls))} (×${(median(postCalls) / auth).toFixed(1)} auth), max ${ms(Math.max(...postCalls))}; DynamoDB requests per message: ${Math.min(...dynamo)}–${Math.max(...dynamo)}`,
    );
    console.log(
      `a page of 30 at ${HISTORY} messages: newest p50 ${ms(median(newest))} (×${(median(newest) / auth2).toFixed(1)} auth), deep in the history p50 ${ms(median(middle))} (×${(median(middle) / auth2).toFixed(1)} auth); ${pageDynamo} DynamoDB requests for a page (${one.body.messages.length} messages)`,
    );
  });
}
