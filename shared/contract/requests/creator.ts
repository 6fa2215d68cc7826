import * as z from "zod/mini";
import { gameweekParam, id, text } from "../inputs";
import type { GroupRequests } from "../routes";

const tableFilters = {
  search: z.optional(text(100, "Search")),
  gameweek: z.optional(gameweekParam),
  user: z.optional(text(100, "User")),
};

/** The creator's log views: a time range (ISO or epoch ms), a page size, or a previous page's cursor; the handler reads them. */
const logQuery = z.strictObject({
  from: z.optional(text(40, "From")),
  to: z.optional(text(40, "To")),
  cursor: z.optional(z.string().check(z.maxLength(500), z.regex(/^[A-Za-z0-9_=-]*$/, "Invalid cursor: start again from the first page"))),
  limit: z.optional(z.string().check(z.regex(/^\d{1,3}$/, "The limit must be a whole number from 1 to 200"))),
});

const tableLimitMessage = "The limit must be a whole number from 1 to 500";

/** The creator routes' request half (the site creator's tools): their schemas, by the names of shared/contract/routes.ts. */
export const creatorRequests = {
  logs: { query: logQuery },
  errors: { query: logQuery },
  tables: {},
  tableData: {
    query: z.strictObject({
      table: z.pipe(z.string().check(z.minLength(1, "Select a table first")), id("Table")),
      ...tableFilters,
      cursor: z.optional(
        z
          .string()
          .check(z.minLength(1), z.maxLength(4000), z.regex(/^[A-Za-z0-9_-]+$/, "That page cursor is not valid. Reload the table.")),
      ),
      limit: z.optional(
        z.pipe(
          z.pipe(z.string().check(z.regex(/^\d{1,3}$/, tableLimitMessage)), z.transform(Number)),
          z.number().check(z.int(), z.gte(1, tableLimitMessage), z.lte(500, tableLimitMessage)),
        ),
      ),
    }),
  },
  exportCsv: { params: z.object({ table: id("Table") }), query: z.strictObject(tableFilters) },
  gameweekInfo: {},
  topScorers: {},
  leagueActivity: {},
  allEmails: {},
  testError: {},
} satisfies GroupRequests<"creator">;
