import { tableEntity } from "../table/table-entity";

/**
 * A league admin's last refresh request for a league: a non-creator may ask once per window per
 * league, enforced by a conditional put that only succeeds once the previous one has expired.
 */
export const RefreshRequest = /* @__PURE__ */ tableEntity("refreshRequest", {
  attributes: {
    leagueId: { type: "string", required: true },
    userId: { type: "string", required: true },
    requestedAt: { type: "string", required: true },
    /** Epoch milliseconds: the next request for this league is accepted from then on. */
    expiresAt: { type: "number", required: true },
  },
  indexes: {
    byLeague: {
      pk: { field: "pk", composite: ["leagueId"], template: "refresh-request#${leagueId}" },
      sk: { field: "sk", composite: [] },
    },
  },
});
