import * as z from "zod/mini";

/**
 * The parts of the FPL API's answers that Treble reads. Every object is loose: the API adds
 * fields between seasons, and those must not break a refresh; a missing field we use must.
 */
const id = z.number().check(z.int(), z.positive());

const fplEvent = z.looseObject({
  id,
  name: z.string(),
  deadline_time: z.nullable(z.string()),
  finished: z.boolean(),
  data_checked: z._default(z.boolean(), false),
  is_previous: z._default(z.boolean(), false),
  is_current: z.boolean(),
  is_next: z.boolean(),
});

const fplTeam = z.looseObject({ id, code: z.number().check(z.int()), name: z.string(), short_name: z.string() });

const fplElementType = z.looseObject({ id, singular_name_short: z.string() });

const fplElement = z.looseObject({
  id,
  code: z.number().check(z.int()),
  web_name: z.string(),
  first_name: z.string(),
  second_name: z.string(),
  team: id,
  element_type: id,
  now_cost: z.number().check(z.int()),
  goals_scored: z.number().check(z.int(), z.nonnegative()),
  own_goals: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  status: z.string(),
  news: z._default(z.string(), ""),
  minutes: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  removed: z._default(z.boolean(), false),
});

export const bootstrapSchema = z.looseObject({
  events: z.array(fplEvent),
  teams: z.array(fplTeam).check(z.minLength(1)),
  element_types: z.array(fplElementType).check(z.minLength(1)),
  elements: z.array(fplElement),
  /**
   * Not in the real API: the local replay moves a recorded season's dates onto today by this
   * much and says so, so that labels and the January window follow the season's own calendar.
   */
  replay_shift_ms: z.optional(z.number().check(z.int())),
});

export const liveSchema = z.looseObject({
  elements: z.array(
    z.looseObject({
      id,
      stats: z.looseObject({
        minutes: z._default(z.number().check(z.int()), 0),
        goals_scored: z.number().check(z.int(), z.nonnegative()),
        own_goals: z._default(z.number().check(z.int(), z.nonnegative()), 0),
      }),
      explain: z._default(z.array(z.looseObject({ fixture: z.number().check(z.int()) })), []),
    }),
  ),
});

const fixtureStatSide = z.array(z.looseObject({ element: id, value: z.number().check(z.int()) }));

const fixtureSchema = z.looseObject({
  id,
  event: z.nullable(z.number().check(z.int())),
  kickoff_time: z.nullable(z.string()),
  started: z.nullable(z.boolean()),
  finished: z.boolean(),
  team_h: id,
  team_a: id,
  team_h_score: z.nullable(z.number().check(z.int())),
  team_a_score: z.nullable(z.number().check(z.int())),
  finished_provisional: z._default(z.boolean(), false),
  minutes: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  /** Per stat (`goals_scored`, `own_goals`, …) the players on each side; empty before kick-off and at times mid-update. */
  stats: z._default(z.array(z.looseObject({ identifier: z.string(), h: fixtureStatSide, a: fixtureStatSide })), []),
});

/** The fixtures endpoint answers a list. */
export const fixturesSchema = z.array(fixtureSchema);

export const elementSummarySchema = z.looseObject({
  history_past: z.array(
    z.looseObject({
      season_name: z.string(),
      element_code: z.optional(z.number().check(z.int())),
      goals_scored: z.number().check(z.int()),
    }),
  ),
});

export type FplBootstrap = z.infer<typeof bootstrapSchema>;
export type FplLive = z.infer<typeof liveSchema>;
export type FplFixture = z.infer<typeof fixtureSchema>;

/** element_type 5 was the 2024-25 "Assistant Manager": not a player, never shown or scored. */
export const MANAGER_ELEMENT_TYPE = 5;
