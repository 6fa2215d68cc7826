import { createHash, randomBytes } from "node:crypto";
import { SESSION_TTL_SECONDS } from "../../../shared/constants";
import { Session, type SessionItem } from "../entities/session";

/** A session's key: the cookie's id is never stored, only its hash. */
export const sessionHashOf = (sessionId: string) => createHash("sha256").update(sessionId).digest("base64url");
const nowSeconds = () => Math.floor(Date.now() / 1000);

export type SessionClaims = Pick<SessionItem, "userId" | "email" | "name" | "emailVerified" | "providerUsername">;

/** Starts a session; answers the id the cookie carries (256 random bits) and when it ends. */
export async function createSession(claims: SessionClaims): Promise<{ sessionId: string; expiresAt: number }> {
  const sessionId = randomBytes(32).toString("base64url");
  const expiresAt = nowSeconds() + SESSION_TTL_SECONDS;
  await Session.create({ ...claims, sessionHash: sessionHashOf(sessionId), createdAt: new Date().toISOString(), expiresAt }).go();
  return { sessionId, expiresAt };
}

/** An expired session is as good as none (TTL deletion lags). */
export const liveSession = (item: SessionItem | undefined) => (item && item.expiresAt > nowSeconds() ? item : undefined);

/** The table key of the session a cookie names, for a caller that reads it in one batch with other items. */
export const sessionKey = (sessionId: string) =>
  Session.get({ sessionHash: sessionHashOf(sessionId) }).params().Key as Record<string, unknown>;

/** The live session behind a cookie. */
export async function findSession(sessionId: string): Promise<SessionItem | undefined> {
  return liveSession((await Session.get({ sessionHash: sessionHashOf(sessionId) }).go()).data ?? undefined);
}

/** Whether the session with this key is still live (a socket opened with it may join a room). */
export async function isSessionLive(sessionHash: string): Promise<boolean> {
  return liveSession((await Session.get({ sessionHash }).go()).data ?? undefined) !== undefined;
}

export async function endSession(sessionId: string): Promise<void> {
  await Session.delete({ sessionHash: sessionHashOf(sessionId) }).go();
}

/** Every browser the user is signed in on (profile deletion signs them all out). */
export async function endSessionsOf(userId: string): Promise<void> {
  const { data } = await Session.query.byUser({ userId }).go({ pages: "all" });
  for (const session of data) await Session.delete({ sessionHash: session.sessionHash }).go();
}
