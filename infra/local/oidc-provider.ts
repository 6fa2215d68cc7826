import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import type { KoaContextWithOIDC } from "oidc-provider";
import { fileAdapterFactory } from "./oidc-file-adapter";
import { signInPage } from "./sign-in-page";

/**
 * The local stand-in for Cognito's managed login: an OpenID Connect provider (code flow with
 * PKCE) whose sign-in page asks only for an e-mail and a name. Its signing key and accounts are
 * kept in the data folder so sessions survive restarts. Paths follow Cognito's where it matters
 * (/.well-known/jwks.json, /oauth2/*, /logout?client_id&logout_uri) so one backend serves both,
 * and it answers Cognito's AdminDeleteUser for the same reason.
 */
export interface LocalOidcOptions {
  port: number;
  dataDir: string;
  publicUrl: string;
  clientId: string;
}

interface Secrets {
  jwk: Record<string, unknown>;
  cookieKey: string;
}

function loadSecrets(dataDir: string): Secrets {
  const file = join(dataDir, "oidc-secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: "jwk" }), kid: randomBytes(8).toString("hex"), use: "sig", alg: "RS256" };
  const secrets = { jwk, cookieKey: randomBytes(32).toString("hex") };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

class Accounts {
  private readonly file: string;
  private readonly byId: Record<string, { email: string; name: string }>;
  constructor(dataDir: string) {
    this.file = join(dataDir, "oidc-accounts.json");
    this.byId = existsSync(this.file) ? JSON.parse(readFileSync(this.file, "utf8")) : {};
  }
  /** The same e-mail always signs in as the same subject, as with a real provider. */
  upsert(email: string, name: string): string {
    const id = "local-" + createHash("sha256").update(email).digest("hex").slice(0, 24);
    this.byId[id] = { email, name };
    writeFileSync(this.file, JSON.stringify(this.byId, null, 1));
    return id;
  }
  get(id: string) {
    return this.byId[id];
  }
  /** Cognito's AdminDeleteUser: the account is gone, its e-mail signs in as a new person. */
  delete(id: string): boolean {
    if (!this.byId[id]) return false;
    delete this.byId[id];
    writeFileSync(this.file, JSON.stringify(this.byId, null, 1));
    return true;
  }
}

/** A logout target is followed only when it is on the app's own origin, compared parsed, not by prefix. */
export function sameOrigin(target: string, publicUrl: string): boolean {
  try {
    const url = new URL(target);
    return url.origin === new URL(publicUrl).origin && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

export async function startLocalOidc(
  options: LocalOidcOptions,
): Promise<{ issuer: string; logoutUrl: string; cognitoEndpoint: string; close: () => Promise<void> }> {
  const issuer = `http://localhost:${options.port}`;
  const secrets = loadSecrets(options.dataDir);
  const accounts = new Accounts(options.dataDir);

  const Provider = await loadProvider();
  const provider = new Provider(issuer, {
    adapter: fileAdapterFactory(join(options.dataDir, "oidc-store.json")),
    clients: [
      {
        client_id: options.clientId,
        token_endpoint_auth_method: "none",
        redirect_uris: [`${options.publicUrl}/api/auth/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [secrets.jwk as never] },
    cookies: { keys: [secrets.cookieKey] },
    // Cognito's ID token names its use and its account (`token_use`, `cognito:username`); so does this one.
    claims: { openid: ["sub", "token_use", "cognito:username"], email: ["email", "email_verified"], profile: ["name"] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    routes: { jwks: "/.well-known/jwks.json", authorization: "/oauth2/authorize", token: "/oauth2/token", userinfo: "/oauth2/userInfo" },
    ttl: { IdToken: 24 * 3600, AccessToken: 3600, Session: 14 * 24 * 3600, Interaction: 3600, Grant: 14 * 24 * 3600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          token_use: "id",
          "cognito:username": id,
          email: account.email,
          email_verified: true,
          name: account.name,
        }),
      };
    },
    // The app is the provider's only, first-party client: consent is implied, as in Cognito.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { session, client } = ctx.oidc;
      // Without a signed-in session there is nothing to grant: the provider asks as usual.
      if (!session?.accountId || !client) return undefined;
      const existingId = session.grantIdFor(client.clientId);
      if (existingId) return ctx.oidc.provider.Grant.find(existingId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();

  const server = http.createServer(async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const url = new URL(req.url ?? "/", issuer);
      const interaction = url.pathname.match(/^\/interaction\/([^/]+)(\/login)?$/);
      if (interaction && req.method === "GET" && !interaction[2]) {
        const details = await provider.interactionDetails(req, res);
        res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
        res.end(signInPage(`/interaction/${details.uid}/login`));
        return;
      }
      if (interaction && req.method === "POST" && interaction[2]) {
        const form = new URLSearchParams(await readBody(req));
        const email = (form.get("email") ?? "").trim().toLowerCase();
        const name = (form.get("name") ?? "").trim();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !name) {
          res.writeHead(400, { "content-type": "text/html; charset=utf-8" });
          res.end(signInPage(url.pathname, "Please enter a valid e-mail and a name."));
          return;
        }
        const accountId = accounts.upsert(email, name.slice(0, 60));
        await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
        return;
      }
      if (
        url.pathname === "/" &&
        req.method === "POST" &&
        req.headers["x-amz-target"] === "AWSCognitoIdentityProviderService.AdminDeleteUser"
      ) {
        const input = JSON.parse(await readBody(req)) as { Username?: string };
        const deleted = accounts.delete(String(input.Username ?? ""));
        res.writeHead(deleted ? 200 : 400, { "content-type": "application/x-amz-json-1.1" });
        res.end(JSON.stringify(deleted ? {} : { __type: "UserNotFoundException", message: "User does not exist." }));
        return;
      }
      if (url.pathname === "/logout") {
        const target = url.searchParams.get("logout_uri") ?? options.publicUrl;
        const safeTarget = sameOrigin(target, options.publicUrl) ? target : options.publicUrl;
        // Dropping the provider's session cookies is a sign-out here: the next login asks again.
        res.writeHead(302, {
          location: safeTarget,
          "set-cookie": ["_session", "_session.sig", "_session.legacy", "_session.legacy.sig"].map(
            (name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
          ),
        });
        res.end();
        return;
      }
      callback(req, res);
    } catch (error) {
      res.writeHead(400, { "content-type": "text/plain" });
      res.end(error instanceof Error ? error.message : "Sign-in error");
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", resolve);
  });
  return {
    issuer,
    logoutUrl: `${issuer}/logout`,
    cognitoEndpoint: issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * oidc-provider 9 warns at import on Node 20 although it runs correctly there (see
 * decision 0020, Node 20.19+ locally); only this local stand-in uses it, so that one line is kept quiet.
 */
async function loadProvider() {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes("Unsupported runtime")) warn(...args);
  };
  try {
    return (await import("oidc-provider")).default;
  } finally {
    console.warn = warn;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => {
      data += chunk;
      if (data.length > 10_000) req.destroy();
    });
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}
