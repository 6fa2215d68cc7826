import type { EntityItem } from "electrodb";
import { tableEntity } from "../table/table-entity";

/**
 * An open realtime connection (API Gateway WebSocket API, or the local host's stand-in) and the
 * league room it is in. Written at `$connect`, removed at `$disconnect` or when sending to it
 * finds it gone (410). `expiresAt` (epoch seconds) is the table's TTL attribute, set just past the
 * gateway's 2-hour connection limit, so an item whose `$disconnect` never ran goes too; DynamoDB
 * deletes lazily and the local stand-in not at all, so reads check it. Its own partition
 * (`connection#…`): a league's partition holds the league's data, not its sockets.
 */
export const RealtimeConnection = /* @__PURE__ */ tableEntity("realtimeConnection", {
  attributes: {
    connectionId: { type: "string", required: true, readOnly: true },
    userId: { type: "string", required: true, readOnly: true },
    connectedAt: { type: "string", required: true, readOnly: true },
    /** The session it was opened with (its hash, as the session item's key), so a sign-out closes that browser's sockets only. */
    sessionHash: { type: "string", readOnly: true },
    /** The league whose room it is in (one at a time); absent until it subscribes. */
    leagueId: { type: "string" },
    expiresAt: { type: "number", required: true, readOnly: true },
  },
  indexes: {
    byConnection: {
      pk: { field: "pk", composite: ["connectionId"], template: "connection#${connectionId}" },
      sk: { field: "sk", composite: [] },
    },
    // Sparse: only a subscribed connection has the room's key, so a room's query reads its own sockets only.
    byRoom: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["leagueId"], template: "room#${leagueId}" },
      sk: { field: "gsi1sk", composite: ["connectionId"] },
    },
  },
});

export type RealtimeConnectionItem = EntityItem<typeof RealtimeConnection>;
