import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Creates a league; the creator becomes its admin and gets its fresh code back. */
export const createLeague = (name: string) => call(contract.leagues.create, { body: { name } });
