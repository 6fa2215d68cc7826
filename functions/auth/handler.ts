import { must } from "../../shared/must";
import { groupRoutes, authRoutes } from "../routes";
import { authRequests } from "../../shared/contract/requests/auth";
import { config, isSecureOrigin } from "../config";
import { clearCookie, readCookie, serializeCookie } from "../lib/cookies";
import { unauthorized } from "../lib/errors";
import { httpApi } from "../lib/http-api";
import { beginSignIn, finishSignIn, signOutUrl } from "../lib/oidc-client";
import { redirect, reply, route } from "../lib/route";
import { SESSION_COOKIE, toCurrentUser, toSessionUser } from "../lib/session";
import { verifyIdToken } from "../lib/id-token";
import { getLeagues, listMembershipsOfUser } from "../data/stores/leagues-store";
import { createSession, endSession, findSession, sessionHashOf } from "../data/stores/sessions-store";
import { closeSocketsOf } from "../realtime/close-sockets";
import { getUser, upsertUserOnSignIn } from "../data/stores/users-store";
import { userLeagueView } from "../leagues/views";
import { acceptInvitations, pendingInvitationsOf } from "./invitations";
import { deleteProfile } from "./profile";
import { SIGN_IN_COOKIE, SIGN_IN_COOKIE_PATH, SIGN_IN_TTL_SECONDS, decodePending, encodePending, safeRedirect } from "./sign-in-cookie";

const api = authRoutes;

/**
 * Ends the session a request's cookie names, if any (sign-out, and rotation at sign-in), and
 * closes the sockets that browser opened with it: a signed-out browser stops hearing its leagues at
 * once (decision 0285), while the user's other browsers keep theirs.
 */
async function endCurrentSession(cookies: string[] | undefined) {
  const sessionId = readCookie(cookies, SESSION_COOKIE);
  if (!sessionId || sessionId.length > 100) return;
  const session = await findSession(sessionId);
  await endSession(sessionId);
  if (!session) return;
  const leagueIds = (await listMembershipsOfUser(session.userId)).map((m) => m.leagueId);
  await closeSocketsOf(session.userId, leagueIds, sessionHashOf(sessionId));
}

/** Sign-in, sign-out and the signed-in user's own data (product.md §7.2). */
export const handler = httpApi(groupRoutes("auth", api), authRequests, {
  login: route(api.login, async ({ query }) => {
    const { url, pending } = await beginSignIn(safeRedirect(query.redirect));
    const cookie = serializeCookie(SIGN_IN_COOKIE, encodePending(pending), {
      maxAgeSeconds: SIGN_IN_TTL_SECONDS,
      path: SIGN_IN_COOKIE_PATH,
      secure: isSecureOrigin(),
    });
    return redirect(url, [cookie]);
  }),

  // The ID token is checked here and never leaves the server: the browser gets a random
  // session id, a fresh one at every sign-in (the previous one is ended), so a session fixed
  // before sign-in is worthless after it.
  callback: route(api.callback, async ({ event }) => {
    const pending = decodePending(readCookie(event.cookies, SIGN_IN_COOKIE));
    const clearPending = clearCookie(SIGN_IN_COOKIE, isSecureOrigin(), SIGN_IN_COOKIE_PATH);
    if (!pending) return redirect("/?signin=expired", [clearPending]);
    const currentUrl = new URL(`${config.publicUrl}${event.rawPath}?${event.rawQueryString}`);
    let claims;
    try {
      claims = await verifyIdToken(await finishSignIn(currentUrl, pending));
    } catch (error) {
      console.warn("sign-in failed", error instanceof Error ? error.message : error);
      return redirect("/?signin=failed", [clearPending]);
    }
    await upsertUserOnSignIn(claims);
    if (claims.emailVerified) await acceptInvitations(toSessionUser(claims));
    await endCurrentSession(event.cookies);
    const session = await createSession(claims);
    const cookie = serializeCookie(SESSION_COOKIE, session.sessionId, {
      maxAgeSeconds: session.expiresAt - Date.now() / 1000,
      secure: isSecureOrigin(),
    });
    return redirect(pending.redirect, [clearPending, cookie]);
  }),

  logout: route(api.logout, async ({ event }) => {
    await endCurrentSession(event.cookies);
    return redirect(signOutUrl(), [clearCookie(SESSION_COOKIE, isSecureOrigin())]);
  }),

  currentUser: route(api.currentUser, async ({ user }) => {
    const stored = await getUser(user.userId);
    if (!stored) throw unauthorized();
    return toCurrentUser(user, stored.username);
  }),

  userLeagues: route(api.userLeagues, async ({ user }) => {
    const memberships = await listMembershipsOfUser(user.userId);
    const leagues = new Map((await getLeagues(memberships.map((m) => m.leagueId))).map((l) => [l.leagueId, l]));
    return memberships
      .filter((m) => leagues.has(m.leagueId))
      .map((m) => userLeagueView(must(leagues.get(m.leagueId), "the member's league"), m))
      .sort((a, b) => a.name.localeCompare(b.name));
  }),

  userInvitations: route(api.userInvitations, async ({ user }) => pendingInvitationsOf(user)),

  deleteProfile: route(api.deleteProfile, async ({ user }) => {
    await deleteProfile(user);
    return reply({
      statusCode: 200,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ok: true }),
      cookies: [clearCookie(SESSION_COOKIE, isSecureOrigin())],
    });
  }),
});
