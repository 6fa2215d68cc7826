import * as z from "zod";
import { gameweekParam, id, text } from "../inputs";
import type { GroupRequests } from "../routes";

const tableFilters = {
  search: text(100, "Search").optional(),
  gameweek: gameweekParam.optional(),
  user: text(100, "User").optional(),
};

/** The creator's log views: a time range (ISO or epoch ms), a page size, or a previous page's cursor; the handler reads them. */
const logQuery = z
  .object({
    from: text(40, "From").optional(),
    to: text(40, "To").optional(),
    cursor: z
      .string()
      .max(500)
      .regex(/^[A-Za-z0-9_=-]*$/, "Invalid cursor: start again from the first page")
      .optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/, "The limit must be a whole number from 1 to 200")
      .optional(),
  })
  .strict();

/** The creator routes' request half (the site creator's tools): their schemas, by the names of shared/contract/routes.ts. */
export const creatorRequests = {
  logs: { query: logQuery },
  errors: { query: logQuery },
  tables: {},
  tableData: {
    query: z
      .object({
        table: z.string().min(1, "Select a table first").pipe(id("Table")),
        ...tableFilters,
        cursor: z
          .string()
          .min(1)
          .max(4000)
          .regex(/^[A-Za-z0-9_-]+$/, "That page cursor is not valid. Reload the table.")
          .optional(),
        limit: z
          .string()
          .regex(/^\d{1,3}$/, "The limit must be a whole number from 1 to 500")
          .transform(Number)
          .pipe(
            z
              .number()
              .int()
              .min(1, "The limit must be a whole number from 1 to 500")
              .max(500, "The limit must be a whole number from 1 to 500"),
          )
          .optional(),
      })
      .strict(),
  },
  exportCsv: { params: z.object({ table: id("Table") }), query: z.object(tableFilters).strict() },
  gameweekInfo: {},
  topScorers: {},
  leagueActivity: {},
  allEmails: {},
  testError: {},
} satisfies GroupRequests<"creator">;
