/** HTTP caching on the real host: strong ETags and 304 on unchanged GETs, br/gzip on the wire for a 1,000-member board. */
import { describe, expect, inject, it } from "vitest";
import { SESSION_COOKIE } from "../../functions/lib/session";
import { leagueWith, signedIn } from "../support/people";
import { seedMembers } from "../support/seed-members";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

describe("http caching", () => {
  it("tags a board strongly and answers 304 while it is unchanged, 200 once it changes", async () => {
    const { admin, league } = await leagueWith(1);
    const path = pathOf(contract.leaderboard.leaderboard, { query: { leagueId: league.id } });
    const first = await admin.raw(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const again = await admin.raw(path, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);

    // Players still in the league: a list holding a departed one is refused and changes nothing.
    const players = ((await admin.call(contract.feed.players)).body as Array<{ id: number; status: string }>)
      .filter((p) => p.status !== "u")
      .map((p) => p.id);
    expect((await admin.call(contract.picks.register, { body: { leagueId: league.id, picks: players.slice(0, 15) } })).status).toBe(200);
    const changed = await admin.raw(path, { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("sends a 1,000-member board compressed, at most 60 KB on the wire", async () => {
    const { admin, league } = await leagueWith(0);
    const players = ((await (await signedIn("cache-players")).call(contract.feed.players)).body as Array<{ id: number }>).map((p) => p.id);
    process.env.DYNAMODB_ENDPOINT = inject("dynamoEndpoint");
    process.env.TABLE_NAME = "treble";
    await seedMembers(league.id, 999, (i) => Array.from({ length: 15 }, (_, j) => players[(i + j) % players.length]));
    const url = new URL(pathOf(contract.leaderboard.leaderboard, { query: { leagueId: league.id } }), inject("baseUrl"));
    const cookie = `${SESSION_COOKIE}=${admin.cookie(SESSION_COOKIE)}`;
    for (const encoding of ["br", "gzip"]) {
      // node's http client, so the bytes counted are the bytes sent (fetch would decode them).
      const { request } = await import("node:http");
      const { status, headers, bytes } = await new Promise<{ status: number; headers: Record<string, unknown>; bytes: number }>(
        (resolve, reject) => {
          request(url, { headers: { cookie, "accept-encoding": encoding } }, (res) => {
            let bytes = 0;
            res.on("data", (chunk: Buffer) => (bytes += chunk.length));
            res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, bytes }));
          })
            .on("error", reject)
            .end();
        },
      );
      expect(status).toBe(200);
      expect(headers["content-encoding"]).toBe(encoding);
      expect(bytes).toBeLessThanOrEqual(60 * 1024);
    }
    const plain = await admin.call(contract.leaderboard.leaderboard, { query: { leagueId: league.id } });
    expect(plain.body).toHaveLength(1000);
  }, 120_000);
});
