import * as z from "zod/mini";
import { addLeagueUserBody, transferBody } from "../../member-schemas";
import { email, id, leagueId, pathOf } from "../inputs";
import type { GroupRequests } from "../routes";

/** The members routes' request half (league members and invitations): their schemas, by the names of shared/contract/routes.ts. */
export const membersRequests = {
  add: { body: addLeagueUserBody },
  remove: { params: z.object({ id: id("Member id") }) },
  transfer: { params: z.object({ id: id("Member id") }), body: transferBody },
  invitations: { params: pathOf("id") },
  withdraw: { params: z.object({ id: leagueId, email }) },
} satisfies GroupRequests<"members">;
