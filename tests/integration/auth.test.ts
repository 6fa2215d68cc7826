/** Sign-in through the local OpenID provider, the session cookie, sign-out and the current user. */
import { describe, expect, it } from "vitest";
import { CREATOR_EMAIL } from "../support/global-setup";
import { anonymous, signedIn } from "../support/people";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

describe("sign-in", () => {
  it("answers 401 JSON to a signed-out user", async () => {
    const res = await anonymous().call(contract.auth.currentUser);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized", code: "UNAUTHORIZED" });
  });

  it("redirects to the provider with PKCE, state and nonce, keeping them in an HttpOnly cookie", async () => {
    const client = anonymous();
    const res = await client.raw(pathOf(contract.auth.login, { query: { redirect: "/leaderboard" } }));
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    expect(location.pathname).toBe("/oauth2/authorize");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toBeTruthy();
    expect(location.searchParams.get("state")).toBeTruthy();
    expect(location.searchParams.get("nonce")).toBeTruthy();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("treble_signin="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
  });

  it("signs a person in, lands on the requested page and sets an HttpOnly SameSite=Lax session", async () => {
    const client = anonymous();
    const landed = await client.signIn("Carla.Sign@Example.com", "Carla", "/join-league?code=ABCDEF");
    expect(new URL(landed).pathname + new URL(landed).search).toBe("/join-league?code=ABCDEF");
    const me = await client.call(contract.auth.currentUser);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: "carla.sign@example.com", firstName: "Carla", username: "Carla", isCreator: false });
    expect(me.body.id).toBeTruthy();
  });

  it("never redirects off-site after sign-in", async () => {
    for (const target of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const landed = await anonymous().signIn(`redirect.${Date.now()}@example.com`, "R", target);
      expect(new URL(landed).pathname).toBe("/");
      expect(new URL(landed).host).not.toContain("evil");
    }
  });

  it("sends a callback without a pending sign-in back to the start", async () => {
    const res = await anonymous().raw(pathOf(contract.auth.callback, { query: { code: "x", state: "y" } }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/?signin=expired");
  });

  it("treats a forged or tampered session cookie as signed out", async () => {
    const client = await signedIn("tamper");
    const sessionId = client.cookie("treble_session")!;
    const flipped = `${sessionId.slice(0, -1)}${sessionId.endsWith("A") ? "B" : "A"}`;
    for (const forged of [flipped, "x".repeat(43), "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.", "%E0%A4%A"]) {
      const res = await anonymous().raw(pathOf(contract.auth.currentUser), { headers: { cookie: `treble_session=${forged}` } });
      expect(res.status, forged).toBe(401);
    }
    expect((await client.call(contract.auth.currentUser)).status).toBe(200);
  });

  it("marks the configured creator", async () => {
    const creator = await signedIn("creator", CREATOR_EMAIL);
    expect((await creator.call(contract.auth.currentUser)).body.isCreator).toBe(true);
  });

  it("signs out: clears the session and sends the browser to the provider's logout", async () => {
    const client = await signedIn("leaver");
    const res = await client.raw(pathOf(contract.auth.logout));
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    expect(location.pathname).toBe("/logout");
    expect(location.searchParams.get("client_id")).toBe("treble-web");
    expect(location.searchParams.get("logout_uri")).toMatch(/^http:\/\/localhost:\d+\/$/);
    expect((await client.call(contract.auth.currentUser)).status).toBe(401);
  });

  it("needs a JSON content type for every change (CSRF guard), and changes nothing without it", async () => {
    const client = await signedIn("csrf");
    const res = await client.raw(pathOf(contract.leagues.create), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=Sneaky",
    });
    expect(res.status).toBe(415);
    expect((await client.call(contract.auth.userLeagues)).body).toEqual([]);
  });
});
