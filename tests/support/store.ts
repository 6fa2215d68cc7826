import { inject } from "vitest";

/**
 * Direct access to the local DynamoDB stand-in through our own data layer, for arranging states
 * the API cannot reach yet (e.g. a live league before the draft exists). Imported lazily so
 * the data layer is built against the test host's endpoint.
 */
export async function dataLayer() {
  process.env.DYNAMODB_ENDPOINT = inject("dynamoEndpoint");
  process.env.TABLE_NAME = "treble";
  const [leagues, users] = await Promise.all([
    import("../../functions/data/stores/leagues-store"),
    import("../../functions/data/stores/users-store"),
  ]);
  return { ...leagues, ...users };
}
