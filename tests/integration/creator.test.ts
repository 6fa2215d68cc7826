/**
 * The creator panel's calls: API logs (exactly one line per call) and errors read back from the
 * functions' log groups over a time range with a cursor, the table browser, CSV export, who may call.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, inject, it } from "vitest";
import { eventually } from "../support/eventually";
import { CREATOR_EMAIL } from "../support/global-setup";
import { liveLeague } from "../support/live-league";
import { anonymous, leagueWith, signedIn } from "../support/people";
import { untilQuiet } from "../support/quiet";
import { contract } from "../../shared/contract/routes";
import { badInput, pathOf } from "../support/api";

const creatorCalls: Array<[string, string]> = [
  ["GET", pathOf(contract.creator.logs)],
  ["GET", pathOf(contract.creator.errors)],
  ["GET", pathOf(contract.creator.tables)],
  ["GET", pathOf(contract.creator.tableData, { query: { table: "league" } })],
  ["GET", pathOf(contract.creator.exportCsv, { params: { table: "league" } })],
  ["GET", pathOf(contract.creator.gameweekInfo)],
  ["GET", pathOf(contract.creator.topScorers)],
  ["GET", pathOf(contract.creator.leagueActivity)],
  ["GET", pathOf(contract.creator.allEmails)],
  ["GET", pathOf(contract.feed.creatorDebug)],
];

describe("creator calls", () => {
  it("answer 401 signed out, 403 'Creator access required' to members and league admins, 200 to the creator", async () => {
    const { admin, members } = await leagueWith(1);
    const creator = await signedIn("creator", CREATOR_EMAIL);
    for (const [method, path] of creatorCalls) {
      expect((await anonymous().request(method, path)).status, path).toBe(401);
      for (const client of [admin, members[0]]) {
        const denied = await client.request(method, path);
        expect(denied.status, path).toBe(403);
        expect(denied.body.message).toBe("Creator access required");
      }
      expect((await creator.request(method, path)).status, path).toBe(200);
    }
  });
});

describe("API logs and errors", () => {
  it("shows a member's call with its status and duration, and never a token or cookie", async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const { league, members } = await leagueWith(1);
    const member = members[0];
    await member.call(contract.leagues.members, { params: { id: league.id } });
    await member.call(contract.leagues.members, { params: { id: "nope" } });
    const creator = await signedIn("creator", CREATOR_EMAIL);
    // Every line since the test began, page by page: files running alongside add lines too, so
    // the member's may already be past the newest page.
    const logs = await eventually(async () => {
      const entries: Array<Record<string, unknown>> = [];
      let cursor: string | undefined;
      do {
        const page = (await creator.call(contract.creator.logs, { query: { limit: 200, from: since, cursor } })).body as {
          entries: Array<Record<string, unknown>>;
          nextCursor: string | null;
        };
        entries.push(...page.entries);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(
        entries.some((l) => l.username === member.email && l.endpoint === pathOf(contract.leagues.members, { params: { id: league.id } })),
      ).toBe(true);
      expect(
        entries.some((l) => l.username === member.email && l.endpoint === pathOf(contract.leagues.members, { params: { id: "nope" } })),
      ).toBe(true);
      return entries;
    });
    const ok = logs.find(
      (l) => l.username === member.email && l.endpoint === pathOf(contract.leagues.members, { params: { id: league.id } }),
    )!;
    expect(ok).toMatchObject({
      method: "GET",
      status: 200,
      userAction: "members",
      route: "GET /api/leagues/{id}/users",
      userId: expect.any(String),
      errorMessage: null,
    });
    expect(typeof ok.duration).toBe("number");
    expect(ok.responseSize).toBeGreaterThan(0);
    expect(
      logs.find((l) => l.username === member.email && l.endpoint === pathOf(contract.leagues.members, { params: { id: "nope" } })),
    ).toMatchObject({
      status: 404,
      errorMessage: "League not found",
    });

    const logDir = join(inject("dataDir"), "logs");
    const everything = readdirSync(logDir)
      .map((f) => readFileSync(join(logDir, f), "utf8"))
      .join("\n");
    expect(everything).not.toContain(member.cookie("treble_session")!);
    expect(everything).not.toContain("treble_session");
    expect(everything.toLowerCase()).not.toContain("cookie");
  });

  it("writes exactly one log line per API call, and no warning beside it", async () => {
    const { league, members } = await leagueWith(1);
    const response = await members[0].raw(pathOf(contract.leagues.members, { params: { id: league.id } }));
    const requestId = response.headers.get("apigw-requestid")!;
    expect(requestId).toBeTruthy();
    const file = join(inject("dataDir"), "logs", "treble__api-leagues.jsonl");
    const lines = await eventually(async () => {
      const found = readFileSync(file, "utf8")
        .split("\n")
        .filter((l) => l.includes(requestId));
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    // Once the host is quiet every line the call wrote has reached its log group: a second one would be here.
    await untilQuiet();
    expect(
      readFileSync(file, "utf8")
        .split("\n")
        .filter((l) => l.includes(requestId)),
    ).toEqual(lines);
    expect(lines).toHaveLength(1);
    expect(readFileSync(file, "utf8")).not.toContain("reserved key");
  });

  it("pages with a cursor over a chosen time range, and refuses a bad range with a 400", async () => {
    const creator = await signedIn("creator", CREATOR_EMAIL);
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const first = (await creator.call(contract.creator.logs, { query: { limit: "2", from: from } })).body;
    expect(first.entries).toHaveLength(2);
    expect(Date.parse(first.from)).toBe(Date.parse(from));
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await creator.call(contract.creator.logs, { query: { limit: "2", cursor: first.nextCursor } })).body;
    expect(second.entries).toHaveLength(2);
    expect(second.to).toBe(first.to);
    expect(second.entries.map((e: { id: string }) => e.id)).not.toContain(first.entries[0].id);
    const future = await creator.call(contract.creator.logs, { query: { from: new Date(Date.now() + 3_600_000).toISOString() } });
    expect(future.status).toBe(400);
    expect(future.body.message).toMatch(/before its end/);
    expect((await creator.call(contract.creator.errors, { query: { to: "soon" } })).status).toBe(400);
  });

  it("records an unhandled failure with its stack, while the caller sees a generic 500", async () => {
    const creator = await signedIn("creator", CREATOR_EMAIL);
    const calledAt = Date.now();
    const failed = await creator.call(contract.creator.testError, { body: {} });
    expect(failed).toEqual({ status: 500, body: { message: "Something went wrong on our side. Please try again.", code: "INTERNAL" } });
    // This call's error, not the newest error: a file running alongside may fail a call too (and
    // the authorization matrix raises the same test error).
    const raised = await eventually(async () => {
      const entries = (await creator.call(contract.creator.errors)).body.entries as Array<{
        message: string;
        timestamp: string;
        stackTrace: string;
      }>;
      const found = entries.find((e) => e.message === "Test error raised from the creator panel" && Date.parse(e.timestamp) >= calledAt);
      expect(found).toBeDefined();
      return found!;
    });
    expect(raised).toMatchObject({
      type: "Error",
      message: "Test error raised from the creator panel",
      endpoint: "POST /api/creator/test-error",
    });
    expect(raised.stackTrace).toContain("creator/handler.ts");
  });
});

describe("table browser and CSV export", () => {
  it("lists each entity with its row count and filters rows", async () => {
    const { league } = await leagueWith(1, "Browser League");
    const creator = await signedIn("creator", CREATOR_EMAIL);
    const tables = (await creator.call(contract.creator.tables)).body as Array<{ name: string; rowCount: number }>;
    for (const name of ["league", "membership", "user", "fplPlayer"])
      expect(tables.find((t) => t.name === name)?.rowCount).toBeGreaterThan(0);
    const { rows } = (await creator.call(contract.creator.tableData, { query: { table: "membership", search: league.id } })).body;
    expect(rows).toHaveLength(2);
    expect(rows[0].pk).toBeUndefined();
    expect((await creator.call(contract.creator.tableData, { query: { table: "goals-of-nothing" } })).status).toBe(404);
    expect((await creator.call(contract.creator.tableData, { query: badInput({}) })).status).toBe(400);
    expect(
      (await creator.call(contract.creator.tableData, { query: { table: "gameweekGoals", gameweek: "3" } })).body.rows.every(
        (r: { gameweekId: number }) => r.gameweekId === 3,
      ),
    ).toBe(true);
  });

  it("shows a compressed blob by its size, never its base64 text, chunks included", async () => {
    const live = await liveLeague(inject("baseUrl"), { stamp: `blobs.${Date.now()}`, leagueName: "Blob League", names: ["Bo", "Cy"] });
    const creator = await signedIn("creator", CREATOR_EMAIL);
    for (const table of ["leaguePicks", "draftRun"]) {
      const { rows } = (await creator.call(contract.creator.tableData, { query: { table: table, search: live.league.id } })).body as {
        rows: Array<Record<string, unknown>>;
      };
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows)
        for (const [field, value] of Object.entries(row))
          // gzip's base64 starts "H4sI"; a chunk of one is a long run of base64 characters.
          if (typeof value === "string") expect(value, `${table}.${field}`).not.toMatch(/^H4sI|^[A-Za-z0-9+/=]{200,}$/);
      if (table === "leaguePicks") expect(rows[0].text).toMatch(/^\(gzip, \d+ bytes\)$/);
    }
  });

  it("pages a table with DynamoDB's cursor: every row once, in pages no bigger than asked", async () => {
    const creator = await signedIn("creator", CREATOR_EMAIL);
    const total = ((await creator.call(contract.creator.tables)).body as Array<{ name: string; rowCount: number }>).find(
      (t) => t.name === "fplPlayer",
    )!.rowCount;
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await creator.call(contract.creator.tableData, { query: { table: "fplPlayer", limit: 250, cursor } });
      expect(res.status).toBe(200);
      const page = res.body as { rows: Array<{ playerId: number }>; nextCursor: string | null };
      expect(page.rows.length).toBeLessThanOrEqual(250);
      seen.push(...page.rows.map((r) => r.playerId));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 20);
    expect(pages).toBeGreaterThan(2);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    // A cursor that is not one of ours, or a page size out of range, is a 400 that reads nothing.
    expect((await creator.call(contract.creator.tableData, { query: { table: "fplPlayer", cursor: "not-a-cursor" } })).status).toBe(400);
    expect((await creator.call(contract.creator.tableData, { query: { table: "fplPlayer", limit: "0" } })).status).toBe(400);
    expect((await creator.call(contract.creator.tableData, { query: { table: "fplPlayer", limit: "501" } })).status).toBe(400);
  });

  it("exports a named CSV that a parser reads back, with formula-like cells neutralised", async () => {
    const { league } = await leagueWith(0, '=HYPERLINK("x"),"quoted";line');
    const creator = await signedIn("creator", CREATOR_EMAIL);
    const res = await creator.raw(pathOf(contract.creator.exportCsv, { params: { table: "league" }, query: { search: league.code } }));
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="league_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}\.csv"$/);
    const rows = parse((await res.text()).replace(/^\uFEFF/, ""), { columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(1);
    expect(rows[0].name).toBe(`'${league.name}`);
    expect(rows[0].code).toBe(league.code);
  });
});
