// Covers the contract client's URL building, the cache-key prefixes mutations refresh by, and, through @ts-expect-error, that a call's inputs are typed by the contract.
import { describe, expect, it } from "vitest";
import { contract } from "@shared/contract/routes";
import type { ResponseOf } from "@shared/contract/routes";
import { call, keyPrefixOf } from "./api-client";
import { urlOf } from "./url-of";
import type { DraftUser } from "@shared/contract/responses";

describe("urlOf", () => {
  it("fills path variables from the contract's path, encoding each", () => {
    expect(urlOf(contract.draft.runStatus, { params: { leagueId: "a b", runId: "r/1" } })).toBe("/api/draft/runs/a%20b/r%2F1");
  });

  it("appends the query, leaving out absent values", () => {
    expect(urlOf(contract.leaderboard.dashboardStats, { query: { leagueId: "L1" } })).toBe("/api/dashboard/stats?leagueId=L1");
    expect(urlOf(contract.leaderboard.dashboardStats, { query: { leagueId: undefined } })).toBe("/api/dashboard/stats");
  });

  it("refuses a path variable left out rather than calling a wrong path", () => {
    expect(() => urlOf(contract.draft.draftUsers, {})).toThrow(/leagueId/);
  });
});

describe("keyPrefixOf", () => {
  it("is the path with the given variables filled, up to the first open one", () => {
    expect(keyPrefixOf(contract.members.invitations, { id: "L 1" })).toBe("/api/leagues/L%201/invitations");
    expect(keyPrefixOf(contract.draft.finalPicks)).toBe("/api/league-users/");
    expect(keyPrefixOf(contract.leaderboard.leaderboard)).toBe("/api/leaderboard");
  });

  it("is a prefix of every URL the route's calls use", () => {
    const url = urlOf(contract.draft.runStatus, { params: { leagueId: "L1", runId: "R1" } });
    expect(url.startsWith(keyPrefixOf(contract.draft.runStatus, { leagueId: "L1" }))).toBe(true);
  });
});

describe("call types", () => {
  it("types answers and inputs from the contract", () => {
    const answer: ResponseOf<typeof contract.draft.draftUsers> = [] as DraftUser[];
    expect(answer).toEqual([]);
    // Compile-time only: these calls are never made.
    const never = () => {
      // @ts-expect-error the draft users route needs its league id in the path
      void call(contract.draft.draftUsers, {});
      // @ts-expect-error the reset call's body names the league
      void call(contract.draft.resetSimulation, { body: { league: "x" } });
    };
    expect(typeof never).toBe("function");
  });
});
