import { contract } from "@shared/contract/routes";
import type { Simulation } from "@shared/contract/responses";
import { call } from "@/lib/api-client";

/**
 * Starts executing the reviewed simulation (answered at once with the run to follow).
 * `archiveUsers` is the admin's answer about members without 15 picks; undefined means "not
 * asked" (the server then asks). Archiving starts a fresh simulation instead (kind
 * "simulation"), which the admin reviews before executing.
 */
export const confirmDraft = (leagueId: string, simulation: Simulation, archiveUsers?: boolean) =>
  call(contract.draft.confirmRoundRobin, {
    body: {
      leagueId,
      draftResults: simulation.draftResults,
      auditLog: simulation.auditLog,
      ...(archiveUsers === undefined ? {} : { archiveUsers }),
    },
  });
