/** Which API log lines are marked as failures. */
import { describe, expect, it } from "vitest";
import { isSuccessStatus, methodBadgeVariant } from "./log-status";

describe("API log status", () => {
  it("keeps 2xx and redirects plain", () => {
    for (const status of [200, 201, 204, 302]) expect(methodBadgeVariant(status)).toBe("navy");
  });

  it("marks client and server errors destructive", () => {
    for (const status of [400, 401, 403, 404, 409, 500, 502]) expect(methodBadgeVariant(status)).toBe("destructive");
  });

  it("does not call a missing status (0) a success", () => {
    expect(isSuccessStatus(0)).toBe(false);
  });
});
