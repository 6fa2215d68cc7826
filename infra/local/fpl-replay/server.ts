import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { FaultBox, faultModes, type FaultMode } from "./faults";
import { join } from "node:path";
import { DEFAULT_SEASON, loadPack, packSeasons, packsDir } from "./pack";
import { goalKey, noCorrections } from "./match-clock";
import { ReplayFeed, type MatchPlay } from "./responses";

export interface ReplayOptions {
  port?: number;
  /** The current gameweek at start; 0 is before the season, one past the last is the season's end. */
  gameweek?: number;
  /** The season replayed at start (a pack folder such as "2024-25"); the clock can move to the next one. */
  season?: string;
}

export interface ReplayServer {
  /** Base URL in the real API's form, trailing slash included: set it as FPL_BASE_URL. */
  baseUrl: string;
  url: string;
  close: () => Promise<void>;
}

const BEING_UPDATED = "The game is being updated.";

/**
 * A stand-in for fantasy.premierleague.com/api/ that answers from the season pack, with a
 * movable clock and fault injection under /_replay/ (bound to loopback only, never deployed).
 */
export async function startReplay(options: ReplayOptions = {}): Promise<ReplayServer> {
  const seasons = packSeasons();
  const packs = new Map<string, ReturnType<typeof loadPack>>();
  const packOf = (season: string) => {
    const loaded = packs.get(season) ?? loadPack(join(packsDir, season));
    packs.set(season, loaded);
    return loaded;
  };
  let season = options.season ?? DEFAULT_SEASON;
  if (!seasons.includes(season)) throw new Error(`no replay pack for season ${season} (have ${seasons.join(", ")})`);
  // Up to one past the last gameweek: the season's end, every week finished.
  const clamp = (gw: number) => Math.max(0, Math.min(packOf(season).pack.events.length + 1, Math.trunc(gw)));
  // The match clock (POST /_replay/clock): the current gameweek played match by match, in real time.
  let match: (MatchPlay & { advancedMs: number; matchMinutes: number; gapMinutes: number }) | undefined;
  // VAR's decisions outlive the clock: a goal taken back stays taken back when the next gameweek's clock starts.
  let corrections = noCorrections();
  const feedAt = (gw: number) => new ReplayFeed(packOf(season).pack, packOf(season).previous, clamp(gw), Date.now(), match, corrections);
  let feed = feedAt(options.gameweek ?? 12);
  const faults = new FaultBox();
  const hanging = new Set<ServerResponse>();
  let requests = 0;

  const clockState = () => {
    if (!match) return undefined;
    const teams = packOf(season).pack.teams;
    const name = (id: number) => teams.find((t) => t[0] === id)?.[3] ?? String(id);
    const fixtures = feed.fixtures(feed.gameweek).filter((f) => f.kickoff_time !== null);
    return {
      matchMinutes: match.matchMinutes,
      gapMinutes: match.gapMinutes,
      advancedMinutes: match.advancedMs / 60_000,
      takenBack: [...corrections.takenBack],
      fixtures: fixtures
        .sort((a, b) => (a.kickoff_time ?? "").localeCompare(b.kickoff_time ?? "") || a.id - b.id)
        .map((f) => ({
          id: f.id,
          match: `${name(f.team_h)} v ${name(f.team_a)}`,
          kickoff: f.kickoff_time,
          started: f.started,
          finished: f.finished_provisional,
          minute: f.minutes,
          score: f.started ? `${f.team_h_score}-${f.team_a_score}` : null,
        })),
    };
  };
  const state = () => ({
    season,
    gameweek: feed.gameweek,
    seasons,
    offsetMs: feed.offsetMs,
    requests,
    faults: faults.list(),
    clock: clockState(),
  });

  /** Starts, moves or stops the match clock; body as in control.ts's `MatchClockRequest`. */
  function setClock(body: Record<string, unknown>) {
    if (body.stop === true) {
      match = undefined;
      feed = feedAt(feed.gameweek);
      return undefined;
    }
    if (body.advanceMinutes !== undefined) {
      const minutes = Number(body.advanceMinutes);
      if (!match) return "the match clock is not running: start it with matchMinutes first";
      if (!Number.isFinite(minutes) || minutes < 0) return "advanceMinutes must be a number of minutes, 0 or more";
      match.advancedMs += minutes * 60_000;
      return undefined;
    }
    const matchMinutes = Number(body.matchMinutes);
    if (!Number.isFinite(matchMinutes) || matchMinutes <= 0 || matchMinutes > 24 * 60)
      return "matchMinutes must be a number of minutes above 0";
    const gapMinutes = body.gapMinutes === undefined ? matchMinutes / 3 : Number(body.gapMinutes);
    const startInMinutes = body.startInMinutes === undefined ? gapMinutes : Number(body.startInMinutes);
    if (![gapMinutes, startInMinutes].every((n) => Number.isFinite(n) && n >= 0))
      return "gapMinutes and startInMinutes must be minutes, 0 or more";
    const gameweek = body.gameweek === undefined ? feed.gameweek : Number(body.gameweek);
    if (!Number.isInteger(gameweek) || gameweek < 1 || gameweek > packOf(season).pack.events.length)
      return "gameweek must be one of the season's";
    match = {
      clock: { firstKickoff: Date.now() + startInMinutes * 60_000, matchMs: matchMinutes * 60_000, gapMs: gapMinutes * 60_000 },
      now: () => Date.now() + (match?.advancedMs ?? 0),
      advancedMs: 0,
      matchMinutes,
      gapMinutes,
    };
    feed = feedAt(gameweek);
    return undefined;
  }

  /**
   * VAR: the latest goal released so far (of one fixture, one player, if named) is taken back for
   * good; with `to`, given to that player instead (a team-mate), at the same minute. A fixture of
   * an earlier, played gameweek can be named: a correction made days later.
   */
  function takeBack(body: Record<string, unknown>) {
    const fixtureId = body.fixtureId === undefined ? undefined : Number(body.fixtureId);
    const playerId = body.playerId === undefined ? undefined : Number(body.playerId);
    const to = body.to === undefined ? undefined : Number(body.to);
    if (to !== undefined && !Number.isInteger(to)) return { error: "to must be a player id" };
    const inPlay = feed.inPlay();
    const matchMs = match?.clock.matchMs ?? 0;
    const played = packOf(season)
      .pack.fixtures.filter((f) => f[0] === fixtureId && !inPlay.has(f[0]) && f[1] !== null && f[1] <= feed.gameweek)
      .map((f) => ({ kickoff: 0, goals: feed.goalsOf(f[0]) }));
    if (!match && played.length === 0) return { error: "the match clock is not running" };
    const candidates = [...[...inPlay.values()].filter((f) => f.started), ...played]
      .flatMap((f) => f.goals.map((g) => ({ g, at: f.kickoff + (g.minute / 90) * matchMs })))
      .filter(({ g }) => (fixtureId === undefined || g.fixtureId === fixtureId) && (playerId === undefined || g.playerId === playerId))
      .sort((a, b) => b.at - a.at);
    const latest = candidates[0]?.g;
    if (!latest) return { error: "no goal released yet to take back" };
    corrections.takenBack.add(goalKey(latest));
    // An ordinal no recorded goal has, so the given goal's key is its own.
    if (to !== undefined) corrections.awarded.push({ ...latest, playerId: to, ownGoal: false, ordinal: 1000 + corrections.awarded.length });
    feed.corrected();
    return { taken: latest };
  }

  async function control(req: IncomingMessage, res: ServerResponse, path: string) {
    const body = req.method === "POST" ? await readJson(req) : {};
    if (path === "/_replay/state" && req.method === "GET") return json(res, 200, state());
    if (path === "/_replay/gameweek" && req.method === "POST") {
      const gameweek = Number(body.gameweek);
      if (!Number.isInteger(gameweek)) return json(res, 400, { message: "gameweek must be an integer" });
      if (body.season !== undefined && !seasons.includes(String(body.season)))
        return json(res, 400, { message: `season must be one of ${seasons.join(", ")}` });
      if (body.season !== undefined && String(body.season) !== season) {
        season = String(body.season);
        corrections = noCorrections();
      }
      feed = feedAt(gameweek);
      return json(res, 200, state());
    }
    if (path === "/_replay/faults" && req.method === "POST") {
      if (!faultModes.includes(body.mode as FaultMode) || typeof body.path !== "string") {
        return json(res, 400, { message: `path (string) and mode (${faultModes.join(", ")}) are required` });
      }
      faults.add(body.path, body.mode as FaultMode, Number(body.count ?? 1));
      return json(res, 200, state());
    }
    if (path === "/_replay/clock" && req.method === "POST") {
      const refused = setClock(body);
      return refused ? json(res, 400, { message: refused }) : json(res, 200, state());
    }
    if (path === "/_replay/var" && req.method === "POST") {
      const outcome = takeBack(body);
      return outcome.error ? json(res, 409, { message: outcome.error }) : json(res, 200, { ...state(), taken: outcome.taken });
    }
    if (path === "/_replay/faults" && req.method === "DELETE") {
      faults.clear();
      return json(res, 200, state());
    }
    return json(res, 404, { detail: "Not found." });
  }

  function api(res: ServerResponse, url: URL) {
    requests += 1;
    const path = url.pathname;
    // The real API redirects paths without the trailing slash.
    if (!path.endsWith("/")) {
      res.writeHead(301, { location: `${path}/${url.search}` });
      return res.end();
    }
    const liveWeek = Number(path.match(/^\/api\/event\/(\d+)\/live\/$/)?.[1]);
    const summaryId = Number(path.match(/^\/api\/element-summary\/(\d+)\/$/)?.[1]);
    let body: string | undefined;
    const fault = path.startsWith("/api/") ? faults.take(path.slice("/api/".length) + url.search) : undefined;
    if (path === "/api/bootstrap-static/") body = feed.bootstrap();
    else if (path === "/api/fixtures/") {
      const event = url.searchParams.get("event");
      const answer = feed.fixtures(event === null ? undefined : Number(event), { lagScores: fault === "lagging-score" });
      if (fault === "no-stats") for (const f of answer) f.stats = [];
      // A scorer missing from each side's goals_scored: an answer written half-way through an update.
      if (fault === "partial-stats")
        for (const f of answer) for (const s of f.stats) if (s.identifier === "goals_scored") s.h = s.h.slice(0, -1);
      body = JSON.stringify(answer);
    } else if (liveWeek) body = liveWeek <= packOf(season).pack.events.length ? JSON.stringify(feed.live(liveWeek)) : undefined;
    else if (summaryId) {
      const summary = feed.elementSummary(summaryId);
      body = summary && JSON.stringify(summary);
    }
    if (body === undefined) return json(res, 404, { detail: "Not found." });

    switch (fault) {
      case "unavailable":
        return text(res, 503, BEING_UPDATED);
      case "rate-limited":
        res.writeHead(429, { "content-type": "text/plain", "retry-after": "1" });
        return res.end("Too Many Requests");
      case "hang":
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      case "truncated":
        return raw(res, 200, "application/json", body.slice(0, Math.floor(body.length / 2)));
      case "not-json":
        return text(res, 200, `<html><body>${BEING_UPDATED}</body></html>`, "text/html");
      case "empty-live":
        return raw(res, 200, "application/json", "{}");
      case "zero-live":
        return raw(res, 200, "application/json", JSON.stringify(liveWeek ? feed.zeroLive(liveWeek) : JSON.parse(body)));
      default:
        return raw(res, 200, "application/json", body);
    }
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://replay");
    const work = url.pathname.startsWith("/_replay/") ? control(req, res, url.pathname) : Promise.resolve(api(res, url));
    work.catch((error) => json(res, 400, { message: String(error instanceof Error ? error.message : error) }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    baseUrl: `${url}/api/`,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function raw(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { "content-type": `${type}; charset=utf-8`, "content-length": Buffer.byteLength(body) });
  res.end(body);
}
const json = (res: ServerResponse, status: number, value: unknown) => raw(res, status, "application/json", JSON.stringify(value));
const text = (res: ServerResponse, status: number, body: string, type = "text/plain") => raw(res, status, type, body);

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const textBody = Buffer.concat(chunks).toString("utf8").trim();
  return textBody ? (JSON.parse(textBody) as Record<string, unknown>) : {};
}
