import { createHash, randomBytes } from "node:crypto";
import { SESSION_TTL_SECONDS } from "../../shared/constants";
import { Session, type SessionItem } from "./entities/session";

const hash = (sessionId: string) => createHash("sha256").update(sessionId).digest("base64url");
const nowSeconds = () => Math.floor(Date.now() / 1000);

export type SessionClaims = Pick<SessionItem, "userId" | "email" | "name" | "emailVerified" | "providerUsername">;

/** Starts a session; answers the id the cookie carries (256 random bits) and when it ends. */
export async function createSession(claims: SessionClaims): Promise<{ sessionId: string; expiresAt: number }> {
  const sessionId = randomBytes(32).toString("base64url");
  const expiresAt = nowSeconds() + SESSION_TTL_SECONDS;
  await Session.create({ ...claims, sessionHash: hash(sessionId), createdAt: new Date().toISOString(), expiresAt }).go();
  return { sessionId, expiresAt };
}

/** The live session behind a cookie; an expired one is as good as none (TTL deletion lags). */
export async function findSession(sessionId: string): Promise<SessionItem | undefined> {
  const item = (await Session.get({ sessionHash: hash(sessionId) }).go()).data ?? undefined;
  return item && item.expiresAt > nowSeconds() ? item : undefined;
}

export async function endSession(sessionId: string): Promise<void> {
  await Session.delete({ sessionHash: hash(sessionId) }).go();
}

/** Every browser the user is signed in on (profile deletion signs them all out). */
export async function endSessionsOf(userId: string): Promise<void> {
  const { data } = await Session.query.byUser({ userId }).go({ pages: "all" });
  for (const session of data) await Session.delete({ sessionHash: session.sessionHash }).go();
}
