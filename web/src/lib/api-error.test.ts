/** The SPA's error format (product.md §7.1) and how screens read it. */
import { describe, expect, it } from "vitest";
import { ApiError, formatErrorMessage, isUnauthorizedError, parseErrorBody, serverMessageOf } from "./api-error";

describe("api errors", () => {
  it("formats `${status}: ${body}` and falls back to the status text for an empty body", () => {
    expect(formatErrorMessage(409, "Conflict", '{"message":"x"}')).toBe('409: {"message":"x"}');
    expect(formatErrorMessage(502, "Bad Gateway", "")).toBe("502: Bad Gateway");
  });

  it("keeps status, code and the server's message", () => {
    const error = new ApiError(409, "Conflict", JSON.stringify({ message: "Already joined this league", code: "ALREADY_JOINED" }));
    expect(error.message).toBe('409: {"message":"Already joined this league","code":"ALREADY_JOINED"}');
    expect(error.status).toBe(409);
    expect(error.code).toBe("ALREADY_JOINED");
    expect(error.serverMessage).toBe("Already joined this league");
  });

  it("survives a body that is not JSON", () => {
    expect(parseErrorBody("<html>oops</html>")).toEqual({});
    const error = new ApiError(500, "Internal Server Error", "<html>oops</html>");
    expect(error.code).toBeUndefined();
    expect(error.serverMessage).toBe("<html>oops</html>");
  });

  it("recognises a lost session the way the spec words it", () => {
    expect(isUnauthorizedError(new ApiError(401, "Unauthorized", '{"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(403, "Forbidden", '{"message":"Forbidden"}'))).toBe(false);
    expect(isUnauthorizedError("401: Unauthorized")).toBe(false);
  });

  it("uses the fallback when the error carries no server message", () => {
    expect(serverMessageOf(new Error("network down"), "Something went wrong creating the league.")).toBe(
      "Something went wrong creating the league.",
    );
    expect(serverMessageOf(new ApiError(400, "Bad Request", '{"message":"Too long"}'), "x")).toBe("Too long");
  });
});
