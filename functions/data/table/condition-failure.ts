/**
 * Whether a write was refused by its condition (ElectroDB wraps DynamoDB's
 * ConditionalCheckFailedException, sometimes only in `cause`): the expected answer to a
 * conditional create or patch, not a failure of the store.
 */
export const isConditionFailure = (error: unknown) =>
  error instanceof Error && /conditional/i.test(error.message + String((error as { cause?: unknown }).cause ?? ""));
