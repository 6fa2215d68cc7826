import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/**
 * Starts executing the reviewed simulation (answered at once with the run to follow).
 * `archiveUsers` is the admin's answer about members without 15 picks; undefined means "not
 * asked" (the server then asks). It sends only that: the server executes the simulation it stored, and the
 * results and log of a large league would not fit a request. Archiving starts a fresh simulation instead (kind
 * "simulation"), which the admin reviews before executing.
 */
export const confirmDraft = (leagueId: string, archiveUsers?: boolean) =>
  call(contract.draft.confirmRoundRobin, {
    body: {
      leagueId,
      ...(archiveUsers === undefined ? {} : { archiveUsers }),
    },
  });
