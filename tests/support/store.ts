import { inject } from "vitest";

/** Points this process's data layer at the shared host's store (the layer binds on first import). */
function bindToSharedHost() {
  process.env.DYNAMODB_ENDPOINT = inject("dynamoEndpoint");
  process.env.TABLE_NAME = "treble";
}

/**
 * Direct access to the local DynamoDB stand-in through our own data layer, for arranging states
 * the API cannot reach yet (e.g. a live league before the draft exists). Imported lazily so
 * the data layer is built against the test host's endpoint.
 */
export async function dataLayer() {
  bindToSharedHost();
  const [leagues, users] = await Promise.all([
    import("../../functions/data/stores/leagues-store"),
    import("../../functions/data/stores/users-store"),
  ]);
  return { ...leagues, ...users };
}

/** The realtime channel's connections as the shared host's store holds them: what the socket tests look behind. */
export async function connectionsStore() {
  bindToSharedHost();
  return import("../../functions/data/stores/connections-store");
}
