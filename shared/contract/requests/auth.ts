import * as z from "zod";
import type { GroupRequests } from "../routes";

/** The auth routes' request half (signing in and out, the current user): their schemas, by the names of shared/contract/routes.ts. */
export const authRequests = {
  login: { query: z.object({ redirect: z.string().max(2000).optional() }).strict() },
  callback: { query: z.looseObject({ code: z.string().max(2048).optional(), state: z.string().max(512).optional() }) },
  logout: {},
  currentUser: {},
  userLeagues: {},
  deleteProfile: {},
} satisfies GroupRequests<"auth">;
