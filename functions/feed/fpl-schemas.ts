import * as z from "zod";

/**
 * The parts of the FPL API's answers that Treble reads. Every object is loose: the API adds
 * fields between seasons, and those must not break a refresh; a missing field we use must.
 */
const id = z.number().int().positive();

const fplEvent = z.looseObject({
  id,
  name: z.string(),
  deadline_time: z.string().nullable(),
  finished: z.boolean(),
  data_checked: z.boolean().default(false),
  is_previous: z.boolean().default(false),
  is_current: z.boolean(),
  is_next: z.boolean(),
});

const fplTeam = z.looseObject({ id, code: z.number().int(), name: z.string(), short_name: z.string() });

const fplElementType = z.looseObject({ id, singular_name_short: z.string() });

const fplElement = z.looseObject({
  id,
  code: z.number().int(),
  web_name: z.string(),
  first_name: z.string(),
  second_name: z.string(),
  team: id,
  element_type: id,
  now_cost: z.number().int(),
  goals_scored: z.number().int().nonnegative(),
  own_goals: z.number().int().nonnegative().default(0),
  status: z.string(),
  news: z.string().default(""),
  minutes: z.number().int().nonnegative().default(0),
  removed: z.boolean().default(false),
});

export const bootstrapSchema = z.looseObject({
  events: z.array(fplEvent),
  teams: z.array(fplTeam).min(1),
  element_types: z.array(fplElementType).min(1),
  elements: z.array(fplElement),
});

export const liveSchema = z.looseObject({
  elements: z.array(
    z.looseObject({
      id,
      stats: z.looseObject({
        minutes: z.number().int().default(0),
        goals_scored: z.number().int().nonnegative(),
        own_goals: z.number().int().nonnegative().default(0),
      }),
      explain: z.array(z.looseObject({ fixture: z.number().int() })).default([]),
    }),
  ),
});

export const fixtureSchema = z.looseObject({
  id,
  event: z.number().int().nullable(),
  kickoff_time: z.string().nullable(),
  started: z.boolean().nullable(),
  finished: z.boolean(),
  team_h: id,
  team_a: id,
  team_h_score: z.number().int().nullable(),
  team_a_score: z.number().int().nullable(),
});

export const elementSummarySchema = z.looseObject({
  history_past: z.array(
    z.looseObject({ season_name: z.string(), element_code: z.number().int().optional(), goals_scored: z.number().int() }),
  ),
});

export type FplBootstrap = z.infer<typeof bootstrapSchema>;
export type FplLive = z.infer<typeof liveSchema>;
export type FplFixture = z.infer<typeof fixtureSchema>;

/** element_type 5 was the 2024-25 "Assistant Manager": not a player, never shown or scored. */
export const MANAGER_ELEMENT_TYPE = 5;
