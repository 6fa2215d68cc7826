/**
 * The draft end to end on the local host: simulate and execute start the Step Functions
 * definition the stack deploys and answer at once (202, then a status call); execution happens
 * once per decision, refuses stale or failing simulations, and a failure leaves the league as it was;
 * the audit log comes as a first page with the answers and page by page after (executed drafts' to
 * every member, simulations' to admins).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { executed, followDraftRun, simulated } from "../support/draft-runs";
import { availablePlayerIds, anonymous, leagueWith, signedIn } from "../support/people";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

let playerIds: number[] = [];
beforeAll(async () => {
  playerIds = await availablePlayerIds((await leagueWith()).admin);
});
const fifteen = (offset: number) => playerIds.slice(offset, offset + 15);

async function draftLeague(memberCount: number) {
  const setup = await leagueWith(memberCount);
  const everyone = [setup.admin, ...setup.members];
  // Overlapping lists, so the snake has real decisions to make.
  for (const [i, client] of everyone.entries()) {
    const res = await client.call(contract.picks.register, { body: { leagueId: setup.league.id, picks: fifteen(i * 4) } });
    expect(res.status).toBe(200);
  }
  return { ...setup, everyone };
}

describe("simulate and execute", () => {
  it("simulates, then executes exactly what was reviewed and takes the league live", async () => {
    const { admin, league, everyone } = await draftLeague(3);
    const sim = await simulated(admin, league.id);
    expect(sim.status).toBe(200);
    expect(sim.body.ok).toBe(true);
    expect(sim.body.draftResults).toHaveLength(4);
    for (const r of sim.body.draftResults) expect(r.picks).toHaveLength(3);
    // A small league's log is whole in the first page.
    expect(sim.body.auditLog.lines).toContain(`Seed: ${sim.body.seed}`);
    expect(sim.body.auditLog).toMatchObject({ runId: sim.body.simulationId, from: 0, next: null, conflicts: { count: 0 } });
    expect(sim.body.auditLog.totalLines).toBe(sim.body.auditLog.lines.length);

    // As the SPA confirms: the league only (the server executes the simulation it stored).
    const done = await executed(admin, league.id, { leagueId: league.id });
    expect(done.status).toBe(200);
    expect((await admin.call(contract.leagues.seasonStatus, { query: { leagueId: league.id } })).body.isDraftMode).toBe(false);

    const reviewed = new Map(
      sim.body.draftResults.map((r: { leagueUserId: string; picks: Array<{ playerId: number }> }) => [
        r.leagueUserId,
        r.picks.map((p) => p.playerId),
      ]),
    );
    for (const client of everyone) {
      const me = (await client.call(contract.auth.userLeagues)).body.find((l: { id: string }) => l.id === league.id).leagueUser.id;
      const picks = await client.call(contract.draft.finalPicks, { params: { id: me } });
      expect(picks.body.map((p: { player: { playerId: number } }) => p.player.playerId)).toEqual(reviewed.get(me));
      expect(picks.body.map((p: { pickNumber: number }) => p.pickNumber)).toEqual([1, 2, 3]);
    }
    const audit = await everyone[1].call(contract.draft.finalAuditLog, { params: { leagueId: league.id } });
    expect(audit.body.auditLog.lines).toEqual(sim.body.auditLog.lines);
    expect(audit.body.participantCount).toBe(4);

    // Pages: a member reads the executed draft's log, not the simulation's; its admin reads both.
    const executedRun = audit.body.auditLog.runId as string;
    const page = (client: (typeof everyone)[number], runId: string, query = "") =>
      client.get(`${pathOf(contract.draft.runAuditLog, { params: { leagueId: league.id, runId } })}${query}`);
    const second = await page(everyone[1], executedRun, "?from=3&limit=5");
    expect(second.status).toBe(200);
    expect(second.body).toEqual({
      runId: executedRun,
      from: 3,
      lines: sim.body.auditLog.lines.slice(3, 8),
      totalLines: sim.body.auditLog.totalLines,
      next: 8,
    });
    expect((await page(everyone[1], sim.body.simulationId)).status).toBe(403);
    expect((await page(admin, sim.body.simulationId)).body.lines).toEqual(sim.body.auditLog.lines);
    for (const bad of [
      "?from=abc",
      "?from=-1",
      "?limit=0",
      "?limit=2001",
      "?from=1e3",
      `?from=${sim.body.auditLog.totalLines + 1}`,
      "?page=2",
    ])
      expect((await page(admin, executedRun, bad)).status, bad).toBe(400);
    expect((await page(admin, "0000000000000000000000000")).status).toBe(404);
    const history = (await admin.call(contract.draft.history, { params: { leagueId: league.id } })).body;
    expect(history.map((h: { executionType: string; status: string }) => `${h.executionType}:${h.status}`)).toEqual([
      "final_execution:completed",
      "simulation:completed",
    ]);
    // The history lists runs; an entry's results are read when it is opened.
    expect(history[1]).toMatchObject({ id: sim.body.simulationId, resultCount: 4, auditLog: { totalLines: sim.body.auditLog.totalLines } });
    expect((await admin.call(contract.draft.runResults, { params: { leagueId: league.id, runId: sim.body.simulationId } })).body).toEqual(
      sim.body.draftResults,
    );
    expect(
      (await everyone[1].call(contract.draft.runResults, { params: { leagueId: league.id, runId: sim.body.simulationId } })).status,
    ).toBe(403);
  });

  it("executes once when ten confirmations arrive together", async () => {
    const { admin, league } = await draftLeague(2);
    await simulated(admin, league.id);
    // Warm environments first (as a busy Lambda has), so the ten really overlap.
    await Promise.all(Array.from({ length: 10 }, () => admin.call(contract.draft.draftUsers, { params: { leagueId: league.id } })));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => admin.call(contract.draft.confirmRoundRobin, { body: { leagueId: league.id } })),
    );
    // Each call joins the one execution, or (arriving after it ended) finds the league live.
    const started = answers.filter((a) => a.status === 202);
    for (const a of answers) expect(a.status === 202 || (a.status === 409 && a.body.code === "LEAGUE_LIVE"), JSON.stringify(a)).toBe(true);
    expect(started.length).toBeGreaterThan(0);
    expect(new Set(started.map((a) => a.body.runId)).size).toBe(1);
    expect((await followDraftRun(admin, league.id, started[0].body.runId)).state).toBe("succeeded");
    expect((await admin.call(contract.leagues.seasonStatus, { query: { leagueId: league.id } })).body.isDraftMode).toBe(false);
    const executions = (await admin.call(contract.draft.history, { params: { leagueId: league.id } })).body.filter(
      (h: { executionType: string }) => h.executionType !== "simulation",
    );
    expect(executions).toHaveLength(1);
  });

  it("refuses a simulation made stale by a change of picks, leaving the league in draft", async () => {
    const { admin, league, members } = await draftLeague(2);
    await simulated(admin, league.id);
    await members[0].call(contract.picks.saveTempPicks, { params: { leagueId: league.id }, body: { picks: fifteen(40) } });
    const res = await executed(admin, league.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("SIMULATION_STALE");
    expect((await admin.call(contract.leagues.seasonStatus, { query: { leagueId: league.id } })).body.isDraftMode).toBe(true);
    const history = (await admin.call(contract.draft.history, { params: { leagueId: league.id } })).body;
    expect(history[0]).toMatchObject({ status: "failed" });
    expect((await admin.call(contract.draft.finalAuditLog, { params: { leagueId: league.id } })).status).toBe(404);
  });

  it("reports a draft that cannot give everyone 3 players, and refuses to execute it", async () => {
    const { admin, league, members } = await leagueWith(2);
    for (const client of [admin, ...members])
      await client.call(contract.picks.saveTempPicks, { params: { leagueId: league.id }, body: { picks: playerIds.slice(0, 4) } });
    const sim = await simulated(admin, league.id);
    expect(sim.body.ok).toBe(false);
    expect(sim.body.auditLog.conflicts.count).toBeGreaterThan(1);
    expect(sim.body.auditLog.conflicts.first.join("\n")).toContain("NO AVAILABLE PLAYERS");
    expect(sim.body.auditLog.lines.join("\n")).toContain("CRITICAL ERROR");
    const res = await admin.call(contract.draft.confirmRoundRobin, { body: { leagueId: league.id, archiveUsers: false } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "CRITICAL_DRAFT_ERROR", error: "Cannot Execute Draft" });
  });

  it("asks what to do with members without 15 picks; archiving them means reviewing a fresh simulation", async () => {
    const { admin, league } = await draftLeague(2);
    const late = await signedIn("late");
    await late.call(contract.leagues.joinByCode, { params: { id: league.code }, body: {} });
    await simulated(admin, league.id);
    const ask = await admin.call(contract.draft.confirmRoundRobin, { body: { leagueId: league.id } });
    expect(ask.body).toMatchObject({ code: "ARCHIVE_CHOICE_REQUIRED", error: "Action required" });
    const review = await admin.call(contract.draft.confirmRoundRobin, { body: { leagueId: league.id, archiveUsers: true } });
    expect(review.status).toBe(202);
    expect(review.body.kind).toBe("simulation");
    const fresh = (await followDraftRun(admin, league.id, review.body.runId)).simulation;
    expect(fresh.archivedUsers).toEqual([{ username: expect.any(String), reason: "Incomplete player selections before draft execution" }]);
    expect(fresh.draftResults).toHaveLength(3);
    const done = await executed(admin, league.id);
    expect(done.status).toBe(200);
    expect((await late.call(contract.auth.userLeagues)).body[0].isDraftMode).toBe(false);
  });

  it("re-executes after going back to draft: new picks replace the old, history keeps both", async () => {
    const { admin, league, members } = await draftLeague(2);
    await simulated(admin, league.id);
    await executed(admin, league.id);
    expect((await admin.call(contract.leagues.toggleSeasonMode, { body: { leagueId: league.id } })).body.isDraftMode).toBe(true);
    await members[1].call(contract.picks.saveTempPicks, { params: { leagueId: league.id }, body: { picks: fifteen(60) } });
    await simulated(admin, league.id);
    expect((await executed(admin, league.id)).status).toBe(200);
    const history = (await admin.call(contract.draft.history, { params: { leagueId: league.id } })).body.map(
      (h: { executionType: string }) => h.executionType,
    );
    expect(history.filter((t: string) => t !== "simulation")).toEqual(["re_execution", "final_execution"]);
    const me = (await members[1].call(contract.auth.userLeagues)).body[0].leagueUser.id;
    const picks = (await members[1].call(contract.draft.finalPicks, { params: { id: me } })).body.map(
      (p: { player: { playerId: number } }) => p.player.playerId,
    );
    for (const id of picks) expect(fifteen(60)).toContain(id);
  });
});

describe("long work leaves the request path", () => {
  const timed = async <T>(call: () => Promise<T>) => {
    const started = performance.now();
    const result = await call();
    return { result, ms: performance.now() - started, at: Date.now() };
  };

  it("answers simulate, execute and status in under a second while the workflow runs", async () => {
    const { admin, league } = await draftLeague(6);
    // Warm environments, as a used Lambda has: the time measured is the call's own, not a cold
    // start (several, since a test file running alongside may be holding one).
    await Promise.all(Array.from({ length: 3 }, () => admin.call(contract.draft.draftUsers, { params: { leagueId: league.id } })));
    const sim = await timed(() => admin.call(contract.draft.simulateRoundRobin, { body: { leagueId: league.id } }));
    expect(sim.result.status).toBe(202);
    expect(sim.result.body).toMatchObject({ kind: "simulation", state: "running", runId: expect.any(String) });
    expect(sim.ms).toBeLessThan(1000);
    const polls: Array<{ ms: number; state: string }> = [];
    for (;;) {
      const poll = await timed(() =>
        admin.call(contract.draft.runStatus, { params: { leagueId: league.id, runId: sim.result.body.runId } }),
      );
      polls.push({ ms: poll.ms, state: poll.result.body.state });
      if (poll.result.body.state !== "running") break;
      expect(poll.result.body.progress).toMatchObject({ of: 3, label: expect.any(String) });
    }
    expect(polls.at(-1)!.state).toBe("succeeded");
    for (const poll of polls) expect(poll.ms).toBeLessThan(1000);

    const exec = await timed(() => admin.call(contract.draft.confirmRoundRobin, { body: { leagueId: league.id } }));
    expect(exec.result.status).toBe(202);
    expect(exec.result.body).toMatchObject({ kind: "execution", state: "running", runId: expect.stringMatching(/^x-/) });
    expect(exec.ms).toBeLessThan(1000);
    const done = await followDraftRun(admin, league.id, exec.result.body.runId);
    expect(done).toMatchObject({ state: "succeeded", execution: { executed: true } });

    // The answers came back before the workflow had finished: the runs ended after them.
    const history = (await admin.call(contract.draft.history, { params: { leagueId: league.id } })).body as Array<{
      id: string;
      timestamp: string;
      processingTimeMs: number;
    }>;
    const finishedAt = (id: string) => {
      const run = history.find((h) => h.id === id)!;
      return Date.parse(run.timestamp) + run.processingTimeMs;
    };
    expect(finishedAt(sim.result.body.runId)).toBeGreaterThanOrEqual(sim.at);
    expect(finishedAt(exec.result.body.runId)).toBeGreaterThanOrEqual(exec.at);
  });

  it("reports a failed run with the spec's error body, and an unknown or foreign run as 404", async () => {
    const { admin, league, members } = await draftLeague(1);
    await simulated(admin, league.id);
    await members[0].call(contract.picks.saveTempPicks, { params: { leagueId: league.id }, body: { picks: fifteen(50) } });
    const started = await admin.call(contract.draft.confirmRoundRobin, { body: { leagueId: league.id } });
    const run = await followDraftRun(admin, league.id, started.body.runId);
    expect(run).toMatchObject({ state: "failed", failure: { status: 409, code: "SIMULATION_STALE", error: "Simulation out of date" } });
    expect((await admin.call(contract.draft.runStatus, { params: { leagueId: league.id, runId: "nothing-here" } })).status).toBe(404);
    const other = await leagueWith(0);
    expect(
      (await other.admin.call(contract.draft.runStatus, { params: { leagueId: other.league.id, runId: started.body.runId } })).status,
    ).toBe(404);
  });
});

describe("draft tools", () => {
  it("assigns a random order, resets the simulation, and lists members and e-mails", async () => {
    const { admin, league, members } = await leagueWith(2);
    await members[0].call(contract.picks.saveTempPicks, { params: { leagueId: league.id }, body: { picks: fifteen(0) } });
    const order = await admin.call(contract.draft.assignDraftOrder, { body: { leagueId: league.id } });
    expect(order.body.randomizationLog).toMatch(/^Draft order randomised with seed [0-9a-f]+\n1\. /);
    const users = (await admin.call(contract.draft.draftUsers, { params: { leagueId: league.id } })).body;
    expect(users.map((u: { draftOrder: number }) => u.draftOrder)).toEqual([1, 2, 3]);
    expect(users.find((u: { tempPicksCount: number }) => u.tempPicksCount === 15).readiness).toBe("Ready");
    const without = (await admin.call(contract.draft.usersWithoutPicks, { params: { id: league.id } })).body;
    expect(without).toHaveLength(2);
    expect(without[0]).toMatchObject({ tempPicksCount: 0, daysSinceLastActivity: 0, archivalGroup: "Recommended" });
    const all = (await admin.call(contract.draft.allUsersEmails, { params: { id: league.id } })).body;
    expect(all.emailCount).toBe(3);
    expect(all.emails.split("; ")).toHaveLength(3);
    expect((await admin.call(contract.draft.usersWithoutPicksEmails, { params: { id: league.id } })).body.emailCount).toBe(2);
    await simulated(admin, league.id);
    expect((await admin.call(contract.draft.currentSimulation, { params: { leagueId: league.id } })).body).not.toBeNull();
    expect((await admin.call(contract.draft.resetSimulation, { body: { leagueId: league.id } })).status).toBe(200);
    expect((await admin.call(contract.draft.currentSimulation, { params: { leagueId: league.id } })).body).toBeNull();
  });

  it("archives with a reason and restores", async () => {
    const { admin, league, members } = await leagueWith(1);
    const target = (await admin.call(contract.draft.draftUsers, { params: { leagueId: league.id } })).body.find(
      (u: { isAdmin: boolean }) => !u.isAdmin,
    );
    expect(
      (await admin.call(contract.draft.archiveUsers, { params: { id: league.id }, body: { userIds: [target.id], reason: "  " } })).status,
    ).toBe(400);
    expect((await admin.call(contract.draft.archiveUsers, { params: { id: league.id }, body: { userIds: [] } })).status).toBe(400);
    expect((await admin.call(contract.draft.archiveUsers, { params: { id: league.id }, body: { userIds: ["nobody"] } })).status).toBe(404);
    const archived = await admin.call(contract.draft.archiveUsers, {
      params: { id: league.id },
      body: { userIds: [target.id], reason: "Away all season" },
    });
    expect(archived.body.archivedUsers[0]).toMatchObject({ username: target.username, reason: "Away all season" });
    expect(
      (await admin.call(contract.draft.draftUsers, { params: { leagueId: league.id } })).body.find(
        (u: { id: string }) => u.id === target.id,
      ),
    ).toMatchObject({
      isArchived: true,
      archivedReason: "Away all season",
      readiness: "Archived",
    });
    expect((await members[0].call(contract.draft.restoreUsers, { params: { id: league.id }, body: { userIds: [target.id] } })).status).toBe(
      403,
    );
    expect((await admin.call(contract.draft.restoreUsers, { params: { id: league.id }, body: { userIds: [target.id] } })).status).toBe(200);
    expect(
      (await admin.call(contract.draft.draftUsers, { params: { leagueId: league.id } })).body.find(
        (u: { id: string }) => u.id === target.id,
      ).isArchived,
    ).toBe(false);
  });

  it("is for the league's admins", async () => {
    const { league, members } = await leagueWith(1);
    const member = members[0];
    for (const [method, path, body] of [
      ["POST", pathOf(contract.draft.simulateRoundRobin), { leagueId: league.id }],
      ["POST", pathOf(contract.draft.confirmRoundRobin), { leagueId: league.id }],
      ["DELETE", pathOf(contract.draft.resetSimulation), { leagueId: league.id }],
      ["POST", pathOf(contract.draft.assignDraftOrder), { leagueId: league.id }],
      ["GET", pathOf(contract.draft.usersWithoutPicks, { params: { id: league.id } }), undefined],
      ["GET", pathOf(contract.draft.allUsersEmails, { params: { id: league.id } }), undefined],
      ["POST", pathOf(contract.draft.archiveUsers, { params: { id: league.id } }), { userIds: ["x"], reason: "r" }],
      ["POST", pathOf(contract.draft.simulateDraft, { params: { id: league.id } }), {}],
      ["POST", pathOf(contract.draft.executeDraft, { params: { id: league.id } }), {}],
      ["GET", pathOf(contract.draft.draftUsers, { params: { leagueId: league.id } }), undefined],
      ["GET", pathOf(contract.draft.history, { params: { leagueId: league.id } }), undefined],
      ["GET", pathOf(contract.draft.runStatus, { params: { leagueId: league.id, runId: "some-run" } }), undefined],
    ] as const) {
      expect((await member.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await anonymous().request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
  });
});
