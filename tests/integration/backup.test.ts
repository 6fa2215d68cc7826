/**
 * Backups: each kind downloads as a named JSON file for the league's admins only, and a full
 * backup restored (by the CLI) into an empty store gives the same leaderboard and picks.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { startLocalHost } from "../../infra/local/host";
import { Browserish } from "../support/client";
import { anonymous, leagueWith } from "../support/people";
import { freePort } from "../support/ports";
import { executed, simulated } from "../support/draft-runs";
import { untilQuiet } from "../support/quiet";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

const run = promisify(execFile);

describe("backups", () => {
  it("downloads each kind as a file named from the type, league and date, for admins only", async () => {
    const { admin, league, members } = await leagueWith(1, "Backup Town");
    for (const type of ["full", "users", "selections", "picks"]) {
      const res = await admin.raw(pathOf(contract.backup.download, { params: { type: type }, query: { leagueId: league.id } }));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="treble-${type}-backup-town-${new Date().toISOString().slice(0, 10)}.json"`,
      );
      const body = await res.json();
      expect(body).toMatchObject({ format: "treble-backup", version: 1, type, league: { id: league.id, name: "Backup Town" } });
    }
    expect((await members[0].call(contract.backup.download, { params: { type: "full" }, query: { leagueId: league.id } })).status).toBe(
      403,
    );
    expect((await anonymous().call(contract.backup.download, { params: { type: "full" }, query: { leagueId: league.id } })).status).toBe(
      401,
    );
    expect((await admin.call(contract.backup.download, { params: { type: "everything" }, query: { leagueId: league.id } })).status).toBe(
      400,
    );
    expect((await admin.call(contract.backup.download, { params: { type: "full" } })).status).toBe(404);
  });

  it("restores a league with members, picks and a draft into an empty store, with the same board and picks", async () => {
    const { admin, league, members } = await leagueWith(2, "Phoenix");
    const everyone = [admin, ...members];
    const players = (await admin.call(contract.feed.players)).body
      .filter((p: { status: string }) => p.status !== "u")
      .map((p: { id: number }) => p.id);
    for (const [i, c] of everyone.entries())
      await c.call(contract.picks.register, { body: { leagueId: league.id, picks: players.slice(i * 5, i * 5 + 15) } });
    await simulated(admin, league.id);
    expect((await executed(admin, league.id)).status).toBe(200);

    const board = (await admin.call(contract.leaderboard.leaderboard, { query: { leagueId: league.id } })).body;
    const picksOf = async (c: Browserish, leagueId: string) => {
      const me = (await c.call(contract.auth.userLeagues)).body.find((l: { id: string }) => l.id === leagueId).leagueUser.id;
      return (await c.call(contract.draft.finalPicks, { params: { id: me } })).body;
    };
    const picks = await Promise.all(everyone.map((c) => picksOf(c, league.id)));
    // The chat's history is part of the backup (issue 39): members' words and the league's moments.
    expect((await members[0].call(contract.chat.post, { params: { id: league.id }, body: { text: "Before the backup" } })).status).toBe(
      201,
    );
    await untilQuiet();
    const chat = (await admin.call(contract.chat.list, { params: { id: league.id }, query: { limit: "100" } })).body;
    expect(chat.messages.map((m: { text: string }) => m.text)).toContain("Before the backup");
    const backup = await (
      await admin.raw(pathOf(contract.backup.download, { params: { type: "full" }, query: { leagueId: league.id } }))
    ).text();

    const dir = mkdtempSync(join(tmpdir(), "treble-restore-"));
    try {
      writeFileSync(join(dir, "backup.json"), backup);
      const dataDir = join(dir, "data");
      const restored = await run(process.execPath, [
        "--import",
        "tsx",
        "infra/local/restore-backup.ts",
        join(dir, "backup.json"),
        "--data-dir",
        dataDir,
      ]);
      expect(restored.stdout).toContain('Restored "Phoenix" (3 members, 2 draft runs)');
      // The backup carries the store season the league plays in, and the restore keeps it.
      const season = JSON.parse(backup).data.league.feedSeason;
      expect(season).toMatch(/^\d{4}\/\d{2}$/);
      expect(restored.stdout).toContain(`season ${season}.`);
      const again = await run(process.execPath, [
        "--import",
        "tsx",
        "infra/local/restore-backup.ts",
        join(dir, "backup.json"),
        "--data-dir",
        dataDir,
      ]).catch((e) => e);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("already exists");

      const host = await startLocalHost({
        port: await freePort(),
        oidcPort: await freePort(),
        dataDir,
        creatorEmails: "",
        quiet: true,
        buildSpa: false,
      });
      await host.firstRefresh;
      try {
        const twins = [];
        for (const c of everyone) {
          const twin = new Browserish(host.url);
          await twin.signIn((c as Browserish & { email: string }).email, "Twin");
          twins.push(twin);
        }
        const restoredBoard = (await twins[0].call(contract.leaderboard.leaderboard, { query: { leagueId: league.id } })).body;
        expect(restoredBoard).toEqual(board);
        for (const [i, twin] of twins.entries()) expect(await picksOf(twin, league.id)).toEqual(picks[i]);
        expect((await twins[1].call(contract.leagues.lookup, { params: { id: league.code } })).body.name).toBe("Phoenix");
        expect((await twins[1].call(contract.chat.list, { params: { id: league.id }, query: { limit: "100" } })).body).toEqual(chat);
      } finally {
        await host.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Two runs of the restore command and a whole second host with its first refresh, like the other own-host tests.
  }, 120_000);

  it("refuses to restore into the store of a running app with one line, not a stack trace", async () => {
    const { admin, league } = await leagueWith(0, "Running Town");
    const dir = mkdtempSync(join(tmpdir(), "treble-restore-"));
    try {
      writeFileSync(
        join(dir, "backup.json"),
        await (await admin.raw(pathOf(contract.backup.download, { params: { type: "full" }, query: { leagueId: league.id } }))).text(),
      );
      // The test run's own host holds its data folder, as `npm start` would.
      const refused = await run(process.execPath, [
        "--import",
        "tsx",
        "infra/local/restore-backup.ts",
        join(dir, "backup.json"),
        "--data-dir",
        inject("dataDir"),
      ]).catch((e) => e);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim().split("\n")).toEqual([
        expect.stringMatching(/^Restore failed: Another Treble \(pid \d+\) is using this data folder/),
      ]);
      const missing = await run(process.execPath, ["--import", "tsx", "infra/local/restore-backup.ts", join(dir, "nothing.json")]).catch(
        (e) => e,
      );
      expect(missing.code).toBe(1);
      expect(missing.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^Cannot read .*nothing\.json: ENOENT/)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
