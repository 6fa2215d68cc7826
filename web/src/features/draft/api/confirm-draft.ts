import { api } from "@/lib/api-client";
import type { Simulation, StartedRun } from "../types";

/**
 * Starts executing the reviewed simulation (answered at once with the run to follow).
 * `archiveUsers` is the admin's answer about members without 15 picks; undefined means "not
 * asked" (the server then asks). Archiving starts a fresh simulation instead (kind
 * "simulation"), which the admin reviews before executing.
 */
export const confirmDraft = (leagueId: string, simulation: Simulation, archiveUsers?: boolean) =>
  api.post<StartedRun>("/api/confirm-round-robin", {
    leagueId,
    draftResults: simulation.draftResults,
    auditLog: simulation.auditLog,
    ...(archiveUsers === undefined ? {} : { archiveUsers }),
  });
