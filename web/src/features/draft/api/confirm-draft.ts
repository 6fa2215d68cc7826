import { api } from "@/lib/api-client";
import type { ExecuteAnswer, Simulation } from "../types";

/**
 * Executes the reviewed simulation and takes the league live. `archiveUsers` is the admin's
 * answer about members without 15 picks; undefined means "not asked" (the server then asks).
 */
export const confirmDraft = (leagueId: string, simulation: Simulation, archiveUsers?: boolean) =>
  api.post<ExecuteAnswer>("/api/confirm-round-robin", {
    leagueId,
    draftResults: simulation.draftResults,
    auditLog: simulation.auditLog,
    ...(archiveUsers === undefined ? {} : { archiveUsers }),
  });
