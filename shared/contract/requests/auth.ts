import * as z from "zod/mini";
import type { GroupRequests } from "../routes";

/** The auth routes' request half (signing in and out, the current user): their schemas, by the names of shared/contract/routes.ts. */
export const authRequests = {
  login: { query: z.strictObject({ redirect: z.optional(z.string().check(z.maxLength(2000))) }) },
  callback: {
    query: z.looseObject({ code: z.optional(z.string().check(z.maxLength(2048))), state: z.optional(z.string().check(z.maxLength(512))) }),
  },
  logout: {},
  currentUser: {},
  userLeagues: {},
  userInvitations: {},
  deleteProfile: {},
} satisfies GroupRequests<"auth">;
