import { contract, type RouteSpec } from "../../shared/contract/routes";
import { bodyOf, pathOf, type CallArgs } from "./api";

/**
 * An HTTP client for tests that behaves like a browser where it matters: a cookie jar per
 * host:port, manual redirects, and the real sign-in through the local OpenID provider.
 */
export class Browserish {
  private jar = new Map<string, Map<string, string>>();
  constructor(readonly baseUrl: string) {}

  private cookieHeader(url: URL): string {
    return [...(this.jar.get(url.host) ?? new Map())].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private store(url: URL, response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const cookies = this.jar.get(url.host) ?? new Map<string, string>();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
      this.jar.set(url.host, cookies);
    }
  }

  cookie(name: string): string | undefined {
    return this.jar.get(new URL(this.baseUrl).host)?.get(name);
  }

  async raw(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.baseUrl);
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(url);
    if (cookie) headers.set("cookie", cookie);
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    this.store(url, response);
    return response;
  }

  /**
   * A contract route, typed by it (tests/support/api.ts): `call(contract.leagues.members, { params: { id } })`.
   * The answer's body stays untyped: a test reads error bodies and answers alike.
   */
  call<R extends RouteSpec>(route: R, ...[input]: CallArgs<R>): Promise<{ status: number; body: any }> {
    const parts = (input ?? {}) as { params?: object; query?: object; body?: unknown };
    return this.request(route.method, pathOf(route, parts), "body" in parts ? bodyOf(parts.body) : undefined);
  }

  /** JSON request the way the SPA makes it: JSON content type on every mutation. */
  async request(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const mutation = method !== "GET";
    const response = await this.raw(path, {
      method,
      headers: mutation ? { "content-type": "application/json" } : {},
      body: body === undefined ? (mutation ? "" : undefined) : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Non-JSON answers stay text so a test can show them.
    }
    return { status: response.status, body: parsed };
  }

  get = (path: string) => this.request("GET", path);
  post = (path: string, body?: unknown) => this.request("POST", path, body);
  patch = (path: string, body?: unknown) => this.request("PATCH", path, body);
  del = (path: string, body?: unknown) => this.request("DELETE", path, body);

  /** Follows redirects by hand (so cookies on every hop land in the jar); returns the last URL. */
  async follow(start: string, init: RequestInit = {}): Promise<{ url: string; response: Response }> {
    let url = new URL(start, this.baseUrl).href;
    let response = await this.raw(url, init);
    for (let hops = 0; hops < 15 && response.status >= 300 && response.status < 400; hops++) {
      url = new URL(response.headers.get("location")!, url).href;
      response = await this.raw(url);
    }
    return { url, response };
  }

  /** Signs in through /api/login and the provider's form, like a person would. */
  async signIn(email: string, name = email.split("@")[0], redirect = "/"): Promise<string> {
    const { url, response } = await this.follow(pathOf(contract.auth.login, { query: { redirect } }));
    const html = await response.text();
    const action = html.match(/action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`no sign-in form at ${url}: ${html.slice(0, 200)}`);
    const landed = await this.follow(new URL(action.replace(/&#47;/g, "/"), url).href, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, name }).toString(),
    });
    await landed.response.arrayBuffer();
    return landed.url;
  }
}
