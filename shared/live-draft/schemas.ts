import * as z from "zod/mini";
import { id } from "../contract/inputs";
import { PICK_CLOCKS } from "./clock";

/** The live draft's inputs (product.md §10.15): its setup, a pick, autopick on or off. */

const clockNames = Object.keys(PICK_CLOCKS) as [keyof typeof PICK_CLOCKS, ...Array<keyof typeof PICK_CLOCKS>];
const CLOCK_MESSAGE = `The pick clock must be one of ${clockNames.join(", ")}`;
/** A draft set more than a month ahead is a typo, not a plan. */
export const LIVE_DRAFT_MAX_LEAD_MS = 31 * 24 * 3_600_000;
/** "The draft starts in 1 hour": sent this long before a draft set up at least this far ahead. */
export const LIVE_DRAFT_CALL_MS = 3_600_000;

export const liveDraftSetupBody = z.strictObject({
  clock: z.enum(clockNames, { error: CLOCK_MESSAGE }),
  overnightPause: z.optional(z.boolean({ error: "overnightPause must be true or false" })),
  /** Absent: start now. */
  startsAt: z.optional(z.iso.datetime({ offset: true, error: "The start must be a date and time" })),
});

/**
 * A scheduled draft managed before it starts (issue #35): start it now, move its start, change its
 * clock. None of them changes nothing; a started draft's clock and start are the room's and stay.
 */
export const liveDraftChangeBody = z.strictObject({
  startsAt: z.optional(
    z.union([z.literal("now"), z.iso.datetime({ offset: true })], { error: 'The start must be "now" or a date and time' }),
  ),
  clock: z.optional(z.enum(clockNames, { error: CLOCK_MESSAGE })),
  overnightPause: z.optional(z.boolean({ error: "overnightPause must be true or false" })),
});

const count = (what: string, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .check(z.int(`${what} must be a whole number`), z.gte(1, `${what} must be 1 or more`), z.lte(max, `${what} is too large`));

/** A pick names the turn it is for, so a pick sent as the clock ran out cannot land on the next turn. */
export const livePickBody = z.strictObject({ overall: count("The pick number", 100_000), playerId: count("The player id", 10_000_000) });

/** `participantId` absent: the caller's own autopick; another member's only for an admin. */
export const liveAutopickBody = z.strictObject({
  on: z.boolean({ error: "on must be true or false" }),
  participantId: z.optional(id("Member id")),
});
