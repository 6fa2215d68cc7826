import { entity } from "../built-on-first-use";
import { documentClient, tableName } from "../client";

/**
 * Reserves a join code. Created with a conditional put before the league itself, so two
 * leagues can never share a code (the stand-in has no transactions; this needs none).
 */
export const LeagueCode = entity(
  {
    model: { entity: "leagueCode", version: "1", service: "treble" },
    attributes: {
      code: { type: "string", required: true },
      leagueId: { type: "string", required: true },
    },
    indexes: {
      byCode: {
        pk: { field: "pk", composite: ["code"] },
        sk: { field: "sk", composite: [] },
      },
    },
  },
  { client: documentClient, table: tableName() },
);
