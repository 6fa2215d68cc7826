import { reply } from "../lib/route";

/** 202 Accepted: the window draft was started, not done; the body names the run to follow. */
export const accepted = (body: unknown) =>
  reply({
    statusCode: 202,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
    body: JSON.stringify(body),
  });
