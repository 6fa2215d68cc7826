/** Sign-in and sessions tried as an attacker would: redirects off-site, the provider's logout target, sessions that must end, and the ID token checks. */
import { createHash, createPrivateKey, sign } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { inject } from "vitest";
import { anonymous, signedIn, signInAgain } from "../support/people";
import { dataLayer } from "../support/store";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

const baseUrl = () => inject("baseUrl");

/** The provider's origin, read from where /api/login sends the browser. */
async function providerOrigin(): Promise<string> {
  const res = await anonymous().raw(pathOf(contract.auth.login));
  return new URL(res.headers.get("location")!).origin;
}

async function sessionEntity() {
  await dataLayer();
  return (await import("../../functions/data/entities/session")).Session;
}

describe("sign-in: no redirect off-site", () => {
  it("drops targets that browsers would turn into another origin, and never answers 500", async () => {
    for (const raw of ["/%09/evil.example", "/%0A/evil.example", "/%0D/evil.example", "/%09%09/evil.example/x"]) {
      const landed = await anonymous().signIn(`redirect.${Date.now()}@example.com`, "R", decodeURIComponent(raw));
      const url = new URL(landed);
      expect(url.origin, raw).toBe(baseUrl());
      expect(url.pathname, raw).toBe("/");
    }
  });
});

describe("the local provider's logout follows the app's own origin only", () => {
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

describe("a session can end", () => {
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
    await client.raw(pathOf(contract.auth.logout));
    const replay = await anonymous().raw(pathOf(contract.leagues.create), {
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
    expect((await client.call(contract.auth.deleteProfile)).status).toBe(200);
    for (const cookie of cookies) {
      const replay = await anonymous().raw(pathOf(contract.leagues.create), {
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
    expect((await anonymous().raw(pathOf(contract.auth.currentUser), { headers: { cookie: `treble_session=${before}` } })).status).toBe(
      401,
    );
    expect((await client.call(contract.auth.currentUser)).status).toBe(200);
  });

  it("refuses an expired session even before the TTL sweep deletes it", async () => {
    const client = await signedIn("expired");
    const Session = await sessionEntity();
    const hash = createHash("sha256").update(client.cookie("treble_session")!).digest("base64url");
    await Session.patch({ sessionHash: hash })
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .go();
    expect((await client.call(contract.auth.currentUser)).status).toBe(401);
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
