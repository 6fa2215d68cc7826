/**
 * The local host under hostile requests: a path that is not valid percent-encoding is a 400 and
 * the host keeps serving; every answer (SPA and API) carries CloudFront's security headers, CSP
 * included, read from the same module as the stack's response headers policy.
 */
import http from "node:http";
import { describe, expect, inject, it } from "vitest";
import { contentSecurityPolicy } from "../../infra/aws/security-headers";
import { pathOf } from "../support/api";
import { contract } from "../../shared/contract/routes";

/** A raw request, because fetch would normalise or refuse the very paths under test. */
function rawGet(path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  const url = new URL(inject("baseUrl"));
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, method: "GET" }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the local host", () => {
  it("answers 400 to a broken percent-encoding and keeps serving", async () => {
    for (const path of ["/%", "/%E0%A4%A", "/assets/%zz", pathOf(contract.leagues.lookup, { params: { id: "%E0%A4%A" } })]) {
      const answer = await rawGet(path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
    }
    expect((await rawGet("/")).status).toBe(200);
    expect((await rawGet(pathOf(contract.feed.players))).status).toBe(401);
  });

  it("sends the CloudFront security headers, CSP included, on the SPA and the API", async () => {
    for (const path of ["/", "/leaderboard", pathOf(contract.feed.players)]) {
      const { headers } = await rawGet(path);
      // Plain-HTTP localhost leaves out only the HTTPS upgrade.
      expect(headers["content-security-policy"], path).toBe(contentSecurityPolicy.replace("; upgrade-insecure-requests", ""));
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    }
  });
});
