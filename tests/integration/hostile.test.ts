/** Issue 12's findings, each tried as an attacker would: redirects, logout targets, long ids, sessions, invitations, revisions, e-mails. */
import { createHash, createPrivateKey, sign } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { inject } from "vitest";
import type { Browserish } from "../support/client";
import { anonymous, leagueWith, signedIn } from "../support/people";
import { dataLayer } from "../support/store";

const baseUrl = () => inject("baseUrl");

/** The provider's origin, read from where /api/login sends the browser. */
async function providerOrigin(): Promise<string> {
  const res = await anonymous().raw("/api/login");
  return new URL(res.headers.get("location")!).origin;
}

/** A browser already signed in at the provider signs in again without its form, as with Cognito. */
async function signInAgain(client: Browserish) {
  const { response } = await client.follow("/api/login");
  await response.arrayBuffer();
}

async function sessionEntity() {
  await dataLayer();
  return (await import("../../functions/data/entities/session")).Session;
}

describe("finding 2: no redirect off-site after sign-in", () => {
  it("drops targets that browsers would turn into another origin, and never answers 500", async () => {
    for (const raw of ["/%09/evil.example", "/%0A/evil.example", "/%0D/evil.example", "/%09%09/evil.example/x"]) {
      const landed = await anonymous().signIn(`redirect.${Date.now()}@example.com`, "R", decodeURIComponent(raw));
      const url = new URL(landed);
      expect(url.origin, raw).toBe(baseUrl());
      expect(url.pathname, raw).toBe("/");
    }
  });
});

describe("finding 3: the local provider's logout follows the app's own origin only", () => {
  it("refuses a logout_uri that only starts like the app's origin", async () => {
    const provider = await providerOrigin();
    const app = new URL(baseUrl());
    for (const target of [
      `http://localhost:${app.port}@evil.example/`,
      `http://localhost:${app.port}.evil.example/`,
      "http://evil.example/",
    ]) {
      const res = await fetch(`${provider}/logout?client_id=treble-web&logout_uri=${encodeURIComponent(target)}`, { redirect: "manual" });
      expect(res.status).toBe(302);
      expect(new URL(res.headers.get("location")!).host, target).toBe(app.host);
    }
    const ok = await fetch(`${provider}/logout?client_id=treble-web&logout_uri=${encodeURIComponent(`${baseUrl()}/`)}`, {
      redirect: "manual",
    });
    expect(ok.headers.get("location")).toBe(`${baseUrl()}/`);
  });
});

describe("finding 4: over-long ids are a 400, never a 500", () => {
  it("refuses a 65-character league id before it reaches the store", async () => {
    const { admin } = await leagueWith();
    const long = "a".repeat(65);
    for (const [method, path] of [
      ["POST", `/api/leagues/${long}/execute-draft`],
      ["GET", `/api/leagues/${long}/users`],
      ["GET", `/api/temp-picks/${"x".repeat(3000)}`],
      ["GET", `/api/leaderboard?leagueId=${"x".repeat(3000)}`],
      ["DELETE", `/api/league-users/${"x".repeat(2000)}`],
    ] as const) {
      const res = await admin.call(method, path, method === "GET" ? undefined : {});
      expect(res.status, path.slice(0, 60)).toBe(400);
      expect(res.body).toMatchObject({ code: "VALIDATION", message: expect.any(String) });
    }
  });
});

describe("bodies that are not the empty object", () => {
  it("refuses a JSON null where a change takes no input, and changes nothing (found by the generated suite)", async () => {
    const client = await signedIn("null-body");
    const res = await client.raw("/api/user/profile", { method: "DELETE", headers: { "content-type": "application/json" }, body: "null" });
    expect(res.status).toBe(400);
    expect((await client.get("/api/auth/user")).status).toBe(200);
  });
});

describe("finding 5: a session can end", () => {
  it("keeps an opaque id in the cookie; the provider's ID token never reaches the browser", async () => {
    const client = await signedIn("opaque");
    const cookie = client.cookie("treble_session")!;
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.split(".")).toHaveLength(1);
    // Only a hash of it is stored, with its end as the table's TTL attribute.
    const Session = await sessionEntity();
    const hash = createHash("sha256").update(cookie).digest("base64url");
    const stored = (await Session.get({ sessionHash: hash }).go()).data!;
    expect(stored.expiresAt).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    expect(JSON.stringify(stored)).not.toContain(cookie);
  });

  it("ends at sign-out: the old cookie is refused at once", async () => {
    const client = await signedIn("signout");
    const cookie = client.cookie("treble_session")!;
    await client.raw("/api/logout");
    const replay = await anonymous().raw("/api/leagues", {
      method: "POST",
      headers: { cookie: `treble_session=${cookie}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "After logout" }),
    });
    expect(replay.status).toBe(401);
  });

  it("ends when the profile is deleted, with the sign-in account itself", async () => {
    const client = await signedIn("deleted");
    const second = await signedIn("deleted-other-tab", client.email);
    const cookies = [client.cookie("treble_session")!, second.cookie("treble_session")!];
    expect((await client.del("/api/user/profile")).status).toBe(200);
    for (const cookie of cookies) {
      const replay = await anonymous().raw("/api/leagues", {
        method: "POST",
        headers: { cookie: `treble_session=${cookie}`, "content-type": "application/json" },
        body: JSON.stringify({ name: "Ghost league" }),
      });
      expect(replay.status).toBe(401);
    }
    const accounts = readFileSync(join(inject("dataDir"), "oidc-accounts.json"), "utf8");
    expect(accounts).not.toContain(client.email);
  });

  it("rotates at sign-in: signing in again replaces the session", async () => {
    const client = await signedIn("rotate");
    const before = client.cookie("treble_session")!;
    await signInAgain(client);
    const after = client.cookie("treble_session")!;
    expect(after).not.toBe(before);
    expect((await anonymous().raw("/api/auth/user", { headers: { cookie: `treble_session=${before}` } })).status).toBe(401);
    expect((await client.get("/api/auth/user")).status).toBe(200);
  });

  it("refuses an expired session even before the TTL sweep deletes it", async () => {
    const client = await signedIn("expired");
    const Session = await sessionEntity();
    const hash = createHash("sha256").update(client.cookie("treble_session")!).digest("base64url");
    await Session.patch({ sessionHash: hash })
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .go();
    expect((await client.get("/api/auth/user")).status).toBe(401);
  });
});

describe("finding 7: a pending invitation honours the league's mode", () => {
  it("keeps the invitation pending while the league is live, tells the invitee, and admits them when it reopens", async () => {
    const { admin, league } = await leagueWith();
    const email = `invited.${Date.now()}@example.com`;
    expect((await admin.post("/api/league-users", { name: "Late Larry", email, leagueId: league.id })).body).toMatchObject({
      status: "invited",
    });
    const store = await dataLayer();
    await store.setDraftMode(league.id, false);

    const invitee = await signedIn("invitee", email);
    expect((await invitee.get("/api/user/leagues")).body).toEqual([]);
    expect((await admin.get(`/api/leagues/${league.id}/invitations`)).body).toEqual([expect.objectContaining({ email })]);
    const bell = (await invitee.get("/api/notifications")).body as Array<{ title: string; message: string }>;
    expect(bell.filter((n) => n.title.includes("already started"))).toHaveLength(1);
    // Signing in again does not repeat the notice.
    await signInAgain(invitee);
    expect(
      ((await invitee.get("/api/notifications")).body as Array<{ title: string }>).filter((n) => n.title.includes("already started")),
    ).toHaveLength(1);

    await store.setDraftMode(league.id, true);
    await signInAgain(invitee);
    expect((await invitee.get("/api/user/leagues")).body).toEqual([expect.objectContaining({ id: league.id, isDraftMode: true })]);
    expect((await admin.get(`/api/leagues/${league.id}/invitations`)).body).toEqual([]);
  });
});

describe("finding 8: picks revisions are bounded", () => {
  let playerIds: number[] = [];
  beforeAll(async () => {
    playerIds = ((await (await signedIn("revision-players")).get("/api/players")).body as Array<{ id: number; status: string }>)
      .filter((p) => p.status !== "u")
      .map((p) => p.id);
  });

  it("refuses a save far ahead of the clock, so the list can never be frozen", async () => {
    const { admin, league } = await leagueWith();
    const path = `/api/temp-picks/${league.id}`;
    const frozen = await admin.post(path, { picks: playerIds.slice(0, 3), revision: 9007199254740991 });
    expect(frozen.status).toBe(400);
    expect(frozen.body).toMatchObject({ code: "REVISION_AHEAD" });
    expect((await admin.get(path)).body).toEqual([]);
    const normal = await admin.post(path, { picks: playerIds.slice(0, 2), revision: Date.now() });
    expect(normal.body).toMatchObject({ saved: true });
  });

  it("heals a list frozen before the bound, and copying reports what it really did", async () => {
    const { admin, league } = await leagueWith();
    const other = (await admin.post("/api/leagues", { name: "Other" })).body as { id: string };
    await dataLayer();
    const store = await import("../../functions/data/selections-store");
    await store.saveSelection({
      leagueId: other.id,
      userId: (await admin.get("/api/auth/user")).body.id,
      playerIds: playerIds.slice(5, 7),
      revision: 9007199254740991,
    });
    await admin.post(`/api/temp-picks/${league.id}`, { picks: playerIds.slice(0, 4), revision: Date.now() });
    const copied = await admin.post(`/api/leagues/${league.id}/copy-selections`, { targetLeagueIds: [other.id] });
    expect(copied.body).toMatchObject({ copied: [{ leagueId: other.id }], count: 4 });
    expect(((await admin.get(`/api/temp-picks/${other.id}`)).body as Array<{ fplPlayerId: number }>).map((p) => p.fplPlayerId)).toEqual(
      playerIds.slice(0, 4),
    );
    expect(
      (await admin.post(`/api/temp-picks/${other.id}`, { picks: playerIds.slice(0, 1), revision: Date.now() + 1000 })).body,
    ).toMatchObject({ saved: true });
  });
});

describe("finding 9: invitations and e-mails", () => {
  it("answers 404 when withdrawing an invitation that does not exist", async () => {
    const { admin, league } = await leagueWith();
    const res = await admin.del(`/api/leagues/${league.id}/invitations/${encodeURIComponent("nobody@example.com")}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: "Invitation not found" });
  });

  it("shows members' e-mails to admins only", async () => {
    const { admin, league, members } = await leagueWith(1);
    const asMember = (await members[0].get(`/api/leagues/${league.id}/users`)).body as Array<Record<string, unknown>>;
    expect(asMember).toHaveLength(2);
    for (const row of asMember) expect(row).not.toHaveProperty("email");
    const asAdmin = (await admin.get(`/api/leagues/${league.id}/users`)).body as Array<Record<string, unknown>>;
    expect(asAdmin.map((r) => r.email).sort()).toEqual([admin.email, members[0].email].map((e) => e.toLowerCase()).sort());
  });
});

describe("identity: the local verifier makes Cognito's checks", () => {
  it("accepts the provider's ID tokens only: right issuer, audience and token_use", async () => {
    const issuer = await providerOrigin();
    const saved = { OIDC_ISSUER: process.env.OIDC_ISSUER, OIDC_CLIENT_ID: process.env.OIDC_CLIENT_ID };
    onTestFinished(() => {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    });
    process.env.OIDC_ISSUER = issuer;
    process.env.OIDC_CLIENT_ID = "treble-web";
    const { verifyIdToken } = await import("../../functions/lib/id-token");
    const { jwk } = JSON.parse(readFileSync(join(inject("dataDir"), "oidc-secrets.json"), "utf8")) as { jwk: { kid: string } };
    const key = createPrivateKey({ key: jwk as never, format: "jwk" });
    const now = Math.floor(Date.now() / 1000);
    const token = (claims: Record<string, unknown>) => {
      const part = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
      const body = `${part({ alg: "RS256", kid: jwk.kid, typ: "JWT" })}.${part({ iss: issuer, aud: "treble-web", sub: "local-x", iat: now, exp: now + 600, email: "x@example.com", email_verified: true, token_use: "id", ...claims })}`;
      return `${body}.${sign("sha256", Buffer.from(body), key).toString("base64url")}`;
    };
    await expect(verifyIdToken(token({}))).resolves.toMatchObject({ userId: "local-x", emailVerified: true });
    for (const bad of [
      { token_use: "access" },
      { token_use: undefined },
      { aud: "someone-else" },
      { iss: "http://localhost:1" },
      { exp: now - 10 },
    ]) {
      await expect(verifyIdToken(token(bad)), JSON.stringify(bad)).rejects.toThrow();
    }
  });
});
