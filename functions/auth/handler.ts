import { routesOf } from "../routes";
import { config, isSecureOrigin } from "../lib/config";
import { clearCookie, readCookie, serializeCookie } from "../lib/cookies";
import { unauthorized } from "../lib/errors";
import { httpApi } from "../lib/http-api";
import { beginSignIn, finishSignIn, signOutUrl } from "../lib/oidc-client";
import { redirect, reply, route } from "../lib/route";
import { SESSION_COOKIE, toCurrentUser, verifyIdToken } from "../lib/session";
import { getLeagues, listMembershipsOfUser } from "../data/leagues-store";
import { getUser, upsertUserOnSignIn } from "../data/users-store";
import { userLeagueView } from "../leagues/views";
import { acceptInvitations } from "./invitations";
import { deleteProfile } from "./profile";
import { SIGN_IN_COOKIE, SIGN_IN_COOKIE_PATH, SIGN_IN_TTL_SECONDS, decodePending, encodePending, safeRedirect } from "./sign-in-cookie";

/** Sign-in, sign-out and the signed-in user's own data (spec calls §7.2). */
export const handler = httpApi(routesOf("auth"), {
  login: route({
    auth: false,
    handler: async ({ query }) => {
      const { url, pending } = await beginSignIn(safeRedirect(query.redirect));
      const cookie = serializeCookie(SIGN_IN_COOKIE, encodePending(pending), {
        maxAgeSeconds: SIGN_IN_TTL_SECONDS,
        path: SIGN_IN_COOKIE_PATH,
        secure: isSecureOrigin(),
      });
      return redirect(url, [cookie]);
    },
  }),

  callback: route({
    auth: false,
    handler: async ({ event }) => {
      const pending = decodePending(readCookie(event.cookies, SIGN_IN_COOKIE));
      const clearPending = clearCookie(SIGN_IN_COOKIE, isSecureOrigin(), SIGN_IN_COOKIE_PATH);
      if (!pending) return redirect("/?signin=expired", [clearPending]);
      const currentUrl = new URL(`${config.publicUrl}${event.rawPath}?${event.rawQueryString}`);
      let idToken: string;
      try {
        idToken = await finishSignIn(currentUrl, pending);
      } catch (error) {
        console.warn("sign-in failed", error instanceof Error ? error.message : error);
        return redirect("/?signin=failed", [clearPending]);
      }
      const user = await verifyIdToken(idToken);
      await upsertUserOnSignIn(user);
      await acceptInvitations(user);
      const exp = JSON.parse(Buffer.from(idToken.split(".")[1], "base64url").toString("utf8")).exp as number;
      const session = serializeCookie(SESSION_COOKIE, idToken, {
        maxAgeSeconds: exp - Date.now() / 1000,
        secure: isSecureOrigin(),
      });
      return redirect(pending.redirect, [clearPending, session]);
    },
  }),

  logout: route({
    auth: false,
    handler: async () => redirect(signOutUrl(), [clearCookie(SESSION_COOKIE, isSecureOrigin())]),
  }),

  currentUser: route({
    handler: async ({ user }) => {
      const stored = await getUser(user.userId);
      if (!stored) throw unauthorized();
      return toCurrentUser(user, stored.username);
    },
  }),

  userLeagues: route({
    handler: async ({ user }) => {
      const memberships = await listMembershipsOfUser(user.userId);
      const leagues = new Map((await getLeagues(memberships.map((m) => m.leagueId))).map((l) => [l.leagueId, l]));
      return memberships
        .filter((m) => leagues.has(m.leagueId))
        .map((m) => userLeagueView(leagues.get(m.leagueId)!, m))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  }),

  deleteProfile: route({
    handler: async ({ user }) => {
      await deleteProfile(user);
      return reply({
        statusCode: 200,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ok: true }),
        cookies: [clearCookie(SESSION_COOKIE, isSecureOrigin())],
      });
    },
  }),
});
