import { eventFlags, replayOffsetMs, shiftIso } from "./clock";
import {
  correctedTimeline,
  goalKey,
  goalStats,
  goalTimeline,
  kickoffs,
  matchState,
  noCorrections,
  releasedGoals,
  scoreOf,
  type Corrections,
  type MatchClockSettings,
  type MatchGoal,
} from "./match-clock";
import type { LiveRow, PreviousSeason, ReplayPack } from "./pack";

/** The current gameweek under the match clock: its settings and the clock's "now". */
export interface MatchPlay {
  clock: MatchClockSettings;
  /** Real time moved on by the controls (`advanceMinutes`): the feed reports the match as of this. */
  now: () => number;
}

/** A fixture of the current gameweek as the match clock has it now. */
export interface FixtureInPlay {
  kickoff: number;
  /** The clock's "now" this was read at (real time plus what the controls moved it on). */
  at: number;
  started: boolean;
  finished: boolean;
  minute: number;
  goals: MatchGoal[];
}

interface Totals {
  minutes: number;
  goals: number;
  ownGoals: number;
}

/**
 * The four feed answers in the real API's shapes, for one position of the replay clock.
 * Season totals are the sum of the weekly live data up to the current gameweek, which is how
 * the real bootstrap relates to live (0 mismatches in the source data).
 */
export class ReplayFeed {
  readonly offsetMs: number;
  private readonly totals = new Map<number, Totals>();
  /** The status and news of each player who left the league at some point, as they stood at this clock. */
  private readonly departures = new Map<number, { status: string; news: string }>();
  private bootstrapBody?: string;

  constructor(
    private readonly pack: ReplayPack,
    private readonly previous: PreviousSeason,
    readonly gameweek: number,
    now = Date.now(),
    private readonly match?: MatchPlay,
    /** VAR's decisions so far: every answer (past weeks, season totals, the clock's week) keeps them. */
    private readonly corrections: Corrections = noCorrections(),
  ) {
    // Whole seconds, as the feed's dates are: a date less the shift is then exactly the recorded one.
    this.offsetMs =
      Math.round(
        replayOffsetMs(
          pack.events.map((e) => e[2]),
          gameweek,
          now,
        ) / 1000,
      ) * 1000;
    // The clock at gameweek G stands after G's matches and before the next deadline: a change
    // the feed wrote before that deadline has happened (past the last gameweek, every change has).
    const nextDeadline = Date.parse(pack.events.find((e) => e[0] === gameweek + 1)?.[2] ?? "");
    for (const [id, changes] of Object.entries(pack.statusChanges)) {
      const seen = changes.filter(([at]) => Number.isNaN(nextDeadline) || Date.parse(at) < nextDeadline).at(-1);
      this.departures.set(Number(id), seen ? { status: seen[1], news: seen[2] } : { status: "a", news: "" });
    }
    this.sumTotals();
  }

  /** Under the match clock the current week is being played: the season totals are the weeks before it. */
  private sumTotals() {
    this.totals.clear();
    for (let week = 1; week <= (this.match ? this.gameweek - 1 : this.gameweek); week++) {
      for (const [id, minutes, goals, ownGoals] of this.correctedRows(week, this.pack.live[week] ?? [])) {
        const t = this.totals.get(id) ?? { minutes: 0, goals: 0, ownGoals: 0 };
        t.minutes += minutes;
        t.goals += goals;
        t.ownGoals += ownGoals;
        this.totals.set(id, t);
      }
    }
  }

  /** After a VAR decision: the season totals (and the bootstrap built from them) counted again. */
  corrected() {
    this.sumTotals();
    this.bootstrapBody = undefined;
  }

  /** Built once per clock position: the bench and the tests fetch it many times. */
  bootstrap(): string {
    this.bootstrapBody ??= JSON.stringify({
      events: this.pack.events.map(([id, name, deadline]) => {
        const deadline_time = shiftIso(deadline, this.offsetMs);
        return {
          id,
          name,
          deadline_time,
          deadline_time_epoch: Date.parse(deadline_time) / 1000,
          released: true,
          ...eventFlags(id, this.gameweek, this.pack.events.length),
        };
      }),
      teams: this.pack.teams.map(([id, code, name, short_name]) => ({ code, id, name, short_name })),
      element_types: this.pack.elementTypes.map(([id, singular_name, singular_name_short, plural_name, plural_name_short]) => ({
        id,
        plural_name,
        plural_name_short,
        singular_name,
        singular_name_short,
      })),
      elements: this.pack.elements.map(
        ([id, code, web_name, first_name, second_name, team, element_type, now_cost, status, news, removed]) => {
          const t = this.totals.get(id);
          // The pack holds the latest snapshot's clubs, statuses and news; before its gameweek a
          // player shows the mid-season snapshot's, and one who left the league at some point has
          // his status at this clock from the dated changes.
          const mid = this.pack.midSeason;
          const then = mid && this.gameweek < mid.latestGameweek ? mid.players[String(id)] : undefined;
          const club = then && this.gameweek < then[3] ? then[0] : team;
          const team_code = this.pack.teams.find((x) => x[0] === club)?.[1] ?? null;
          const now = this.departures.get(id) ?? (then ? { status: then[1], news: then[2] } : { status, news });
          return {
            id,
            code,
            web_name,
            first_name,
            second_name,
            team: club,
            team_code,
            element_type,
            now_cost,
            status: now.status,
            news: now.news,
            removed,
            goals_scored: t?.goals ?? 0,
            own_goals: t?.ownGoals ?? 0,
            minutes: t?.minutes ?? 0,
          };
        },
      ),
      // Not in the real API: how far every date above was moved from the recorded season's, so
      // the app names the season and places its January from the season's own calendar.
      replay_shift_ms: this.offsetMs,
    });
    return this.bootstrapBody;
  }

  /** The current gameweek's fixtures under the match clock (empty without it), by fixture id. */
  inPlay(): Map<number, FixtureInPlay> {
    const out = new Map<number, FixtureInPlay>();
    if (!this.match) return out;
    const week = this.pack.fixtures.filter((f) => f[1] === this.gameweek);
    const at = kickoffs(
      week.map((f) => ({ id: f[0], kickoff: f[2] })),
      this.match.clock,
    );
    const now = this.match.now();
    for (const [id, kickoff] of at) {
      const state = matchState(kickoff, this.match.clock, now);
      out.set(id, {
        kickoff,
        at: now,
        ...state,
        goals: state.started ? releasedGoals(this.goalsOf(id), state.minute, state.finished) : [],
      });
    }
    return out;
  }

  /** A fixture's goals as VAR left them (all of them: the clock decides which are released). */
  goalsOf(fixtureId: number): MatchGoal[] {
    return correctedTimeline(fixtureId, goalTimeline(fixtureId, this.pack.fixtureGoals?.[fixtureId] ?? []), this.corrections);
  }

  /**
   * A played week's live rows with VAR's decisions in them: a goal taken back leaves its scorer's
   * goals, a goal given instead joins its new scorer's (a row of his own if he had none).
   */
  private correctedRows(week: number, rows: LiveRow[]): LiveRow[] {
    const { takenBack, awarded } = this.corrections;
    if (takenBack.size === 0 && awarded.length === 0) return rows;
    const inWeek = new Set(this.pack.fixtures.filter((f) => f[1] === week).map((f) => f[0]));
    const delta = new Map<number, { goals: number; own: number; fixture: number }>();
    const add = (g: MatchGoal, n: number) => {
      const d = delta.get(g.playerId) ?? { goals: 0, own: 0, fixture: g.fixtureId };
      if (g.ownGoal) d.own += n;
      else d.goals += n;
      delta.set(g.playerId, d);
    };
    for (const fixtureId of inWeek) {
      const recorded = goalTimeline(fixtureId, this.pack.fixtureGoals?.[fixtureId] ?? []);
      for (const g of recorded) if (takenBack.has(goalKey(g))) add(g, -1);
    }
    for (const g of awarded) if (inWeek.has(g.fixtureId) && !takenBack.has(goalKey(g))) add(g, 1);
    const out: LiveRow[] = rows.map(([id, minutes, goals, own, fixtures]) => {
      const d = delta.get(id);
      delta.delete(id);
      return d ? [id, minutes, goals + d.goals, own + d.own, fixtures] : [id, minutes, goals, own, fixtures];
    });
    for (const [id, d] of delta) out.push([id, 90, Math.max(0, d.goals), Math.max(0, d.own), [d.fixture]]);
    return out;
  }

  /** Weeks after the current one answer an empty list, as the real API does for future events. */
  live(week: number, rows: LiveRow[] | undefined = week <= this.gameweek ? this.correctedRows(week, this.pack.live[week] ?? []) : []) {
    if (this.match && week === this.gameweek) rows = this.rowsInPlay(rows ?? []);
    return {
      elements: (rows ?? []).map(([id, minutes, goals_scored, own_goals, fixtures]) => ({
        id,
        stats: { minutes, goals_scored, own_goals, total_points: 0, in_dreamteam: false },
        explain: fixtures.map((fixture) => ({
          fixture,
          stats: [{ identifier: "minutes", points: 0, value: minutes, points_modification: 0 }],
        })),
        modified: false,
      })),
    };
  }

  /** The current week's live rows as far as the match clock has played it: goals released so far. */
  private rowsInPlay(rows: LiveRow[]): LiveRow[] {
    const inPlay = this.inPlay();
    return rows.map(([id, minutes, , , fixtures]) => {
      const playing = fixtures.filter((f) => inPlay.get(f)?.started);
      const goals = playing.flatMap((f) => inPlay.get(f)?.goals ?? []).filter((g) => g.playerId === id);
      return [id, playing.length ? minutes : 0, goals.filter((g) => !g.ownGoal).length, goals.filter((g) => g.ownGoal).length, fixtures];
    });
  }

  /** The same week with every stat at zero: what the feed shows just before kickoff. */
  zeroLive(week: number) {
    return this.live(
      week,
      (this.pack.live[week] ?? []).map(([id, , , , fixtures]) => [id, 0, 0, 0, fixtures]),
    );
  }

  /**
   * Fixtures with their goal stats (`goals_scored` and `own_goals`, per side), as the real feed
   * has them once a match started; the current week's under the match clock as far as it has
   * played. `lagScores` answers each score without the latest goal, as the feed's scores can
   * lag its scorers.
   */
  fixtures(event?: number, options: { lagScores?: boolean } = {}) {
    const inPlay = this.inPlay();
    return this.pack.fixtures
      .filter((f) => event === undefined || f[1] === event)
      .map(([id, ev, kickoff, team_h, team_a, scoreH, scoreA, finished]) => {
        const now = inPlay.get(id);
        if (now) {
          const shown = options.lagScores ? [...now.goals].sort((a, b) => a.minute - b.minute).slice(0, -1) : now.goals;
          const [h, a] = scoreOf(shown);
          return {
            id,
            event: ev,
            kickoff_time: new Date(now.kickoff - (now.at - Date.now())).toISOString().replace(/\.\d{3}Z$/, "Z"),
            team_h,
            team_a,
            started: now.started,
            finished: now.finished,
            finished_provisional: now.finished,
            team_h_score: now.started ? h : null,
            team_a_score: now.started ? a : null,
            minutes: now.minute,
            stats: now.started ? goalStats(now.goals) : [],
          };
        }
        const played = ev !== null && ev <= this.gameweek && !(this.match && ev === this.gameweek);
        const goals = this.goalsOf(id);
        // The recorded score, less what VAR changed of it since.
        const [recordedH, recordedA] = scoreOf(goalTimeline(id, this.pack.fixtureGoals?.[id] ?? []));
        const [nowH, nowA] = scoreOf(goals);
        return {
          id,
          event: ev,
          kickoff_time: shiftIso(kickoff, this.offsetMs),
          team_h,
          team_a,
          started: played,
          finished: played && finished,
          finished_provisional: played && finished,
          team_h_score: played && scoreH !== null ? scoreH - recordedH + nowH : null,
          team_a_score: played && scoreA !== null ? scoreA - recordedA + nowA : null,
          minutes: played ? 90 : 0,
          stats: played ? goalStats(goals) : [],
        };
      });
  }

  /** Undefined for an unknown element, so the server can answer the API's 404. */
  elementSummary(id: number) {
    const element = this.pack.elements.find((e) => e[0] === id);
    if (!element) return undefined;
    const past = this.previous.byCode[String(element[1])];
    // The recorded season's own "last season", as the real feed names it: the replay moves dates, not seasons.
    const season_name = this.previous.seasonName;
    const history_past = past
      ? [
          {
            season_name,
            element_code: element[1],
            start_cost: past[3],
            end_cost: past[4],
            total_points: past[2],
            minutes: past[1],
            goals_scored: past[0],
          },
        ]
      : [];
    return { fixtures: [], history: [], history_past };
  }
}
