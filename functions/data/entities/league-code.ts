import { mainIndex, tableEntity } from "../table/table-entity";

/**
 * Reserves a join code. Created with a conditional put before the league itself, so two
 * leagues can never share a code (the stand-in has no transactions; this needs none).
 */
export const LeagueCode = /* @__PURE__ */ tableEntity("leagueCode", {
  attributes: {
    code: { type: "string", required: true },
    leagueId: { type: "string", required: true },
  },
  indexes: {
    byCode: mainIndex(["code"], []),
  },
});
