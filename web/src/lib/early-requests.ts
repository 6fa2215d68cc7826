/**
 * GET requests the page started before the app's code had loaded (web/src/boot/start.ts), each
 * handed once to the api client in place of asking again. Only the first read of a path takes it:
 * a later read (a revalidation) asks the server afresh.
 */
const started = new Map<string, Promise<Response>>();

/** Asks for `path` now, as the api client would, and keeps the answer for its first read. */
export function startEarly(path: string): Promise<Response> {
  const answer = fetch(path, { credentials: "include", headers: { accept: "application/json" } });
  // A failure is the reader's to report; until one takes it, it is no unhandled rejection.
  answer.catch(() => undefined);
  started.set(path, answer);
  return answer;
}

/** The early answer for `path`, once; undefined when none was started or it was already taken. */
export function takeEarly(path: string): Promise<Response> | undefined {
  const answer = started.get(path);
  started.delete(path);
  return answer;
}
