import { reply } from "./route";

/** 202 Accepted: the work was started, not done; the body says how to follow it. */
export const accepted = (body: unknown) =>
  reply({
    statusCode: 202,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
    body: JSON.stringify(body),
  });
