import { reply, type Replied } from "./route";

/** 202 Accepted: the work was started, not done; the body says how to follow it. */
export const accepted = <T>(body: T): Replied<T> =>
  reply({
    statusCode: 202,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
    body: JSON.stringify(body),
  });
