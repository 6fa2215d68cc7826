import type * as z from "zod/mini";
import { config } from "../config";
import { countFeedError } from "../lib/metrics";
import {
  bootstrapSchema,
  elementSummarySchema,
  fixturesSchema,
  liveSchema,
  MANAGER_ELEMENT_TYPE,
  type FplBootstrap,
  type FplFixture,
  type FplLive,
} from "./fpl-schemas";

const BEING_UPDATED = "The game is being updated.";

export type FeedErrorKind = "unavailable" | "rate-limited" | "http" | "timeout" | "network" | "not-json" | "invalid";

/** A feed answer we could not use; `message` is what a refresh run records as its reason. */
export class FeedError extends Error {
  constructor(
    readonly path: string,
    readonly kind: FeedErrorKind,
    detail: string,
    readonly status?: number,
  ) {
    super(`${path}: ${detail}`);
    this.name = "FeedError";
  }

  /** Worth another try: the FPL API answers these during updates and under load. */
  get transient(): boolean {
    return this.kind !== "http" && this.kind !== "invalid";
  }
}

export interface FplClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  retries?: number;
  retryBaseMs?: number;
  /** Called once per HTTP request, retries included: refresh runs count their feed calls. */
  onRequest?: (path: string) => void;
}

const MAX_DELAY_MS = 30_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The four FPL API calls Treble makes. Each request has its own timeout; 429, 5xx, timeouts
 * and non-JSON bodies are retried a bounded number of times with exponential backoff (or the
 * server's Retry-After, when longer); every answer is checked against its schema.
 */
export function createFplClient(options: FplClientOptions = {}) {
  const baseUrl = options.baseUrl ?? config.fplBaseUrl;
  const timeoutMs = options.timeoutMs ?? config.fplTimeoutMs;
  const retries = options.retries ?? config.fplRetries;
  const retryBaseMs = options.retryBaseMs ?? config.fplRetryBaseMs;

  async function attempt(path: string): Promise<unknown> {
    options.onRequest?.(path);
    let response: Response;
    let text: string;
    try {
      response = await fetch(new URL(path, baseUrl), {
        headers: { accept: "application/json", "user-agent": "treble/1 (private league companion)" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === "TimeoutError" || name === "AbortError") throw new FeedError(path, "timeout", `no answer within ${timeoutMs} ms`);
      throw new FeedError(path, "network", (error as Error).message);
    }
    if (response.status === 429) {
      const error = new FeedError(path, "rate-limited", "rate limited by the FPL API (HTTP 429)", 429);
      throw Object.assign(error, { retryAfterMs: Number(response.headers.get("retry-after")) * 1000 || 0 });
    }
    if (response.status >= 500) {
      const detail = looksLikeJson(text) ? `HTTP ${response.status}` : `${BEING_UPDATED} (HTTP ${response.status})`;
      throw new FeedError(path, "unavailable", detail, response.status);
    }
    if (!response.ok) throw new FeedError(path, "http", `HTTP ${response.status}`, response.status);
    try {
      return JSON.parse(text);
    } catch {
      throw new FeedError(path, "not-json", BEING_UPDATED, response.status);
    }
  }

  async function getJson<S extends z.ZodMiniType>(path: string, schema: S): Promise<z.infer<S>> {
    for (let tries = 0; ; tries++) {
      try {
        const parsed = schema.safeParse(await attempt(path));
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new FeedError(path, "invalid", `unexpected answer (${issue?.path.join(".") || "body"}: ${issue?.message})`);
        }
        return parsed.data;
      } catch (error) {
        if (!(error instanceof FeedError) || !error.transient || tries >= retries) {
          // The client gives up here: each feed failure a caller sees is counted once.
          if (error instanceof FeedError) countFeedError(error.kind);
          throw error;
        }
        const backoff = retryBaseMs * 2 ** tries;
        const retryAfter = (error as FeedError & { retryAfterMs?: number }).retryAfterMs ?? 0;
        await sleep(Math.min(MAX_DELAY_MS, Math.max(backoff, retryAfter)));
      }
    }
  }

  return {
    baseUrl,
    /** Managers (element_type 5) are dropped here, so nothing downstream can mistake one for a player. */
    async bootstrap(): Promise<FplBootstrap> {
      const data = await getJson("bootstrap-static/", bootstrapSchema);
      return {
        ...data,
        element_types: data.element_types.filter((t) => t.id !== MANAGER_ELEMENT_TYPE),
        elements: data.elements.filter((e) => e.element_type !== MANAGER_ELEMENT_TYPE),
      };
    },
    live: (gameweek: number): Promise<FplLive> => getJson(`event/${gameweek}/live/`, liveSchema),
    fixtures: (gameweek?: number): Promise<FplFixture[]> =>
      getJson(gameweek === undefined ? "fixtures/" : `fixtures/?event=${gameweek}`, fixturesSchema),
    elementSummary: (elementId: number) => getJson(`element-summary/${elementId}/`, elementSummarySchema),
  };
}

export type FplClient = ReturnType<typeof createFplClient>;

const looksLikeJson = (text: string) => /^\s*[[{]/.test(text);
