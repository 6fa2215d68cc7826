/**
 * GET requests the page started before the app's code had loaded (web/src/start.ts), each
 * handed once to the api client in place of asking again. Only the first read of a path takes it,
 * and only while it is fresh: a later read (a revalidation, a screen opened long after) asks the
 * server afresh.
 */
const started = new Map<string, { answer: Promise<Response>; at: number }>();

/** Longer than a slow phone takes from the entry to the first screen's reads; shorter than anything worth re-reading. */
const FRESH_MS = 15_000;

/** Paths the app has read already: asking one early now would only ask it twice. */
const read = new Set<string>();

/**
 * Asks for `path` now, as the api client would, and keeps the answer for its first read; nothing
 * (undefined) when the app got there first, as it can when its code came from the browser's cache.
 */
export function startEarly(path: string): Promise<Response> | undefined {
  if (read.has(path)) return undefined;
  const answer = fetch(path, { credentials: "include", headers: { accept: "application/json" } });
  // A failure is the reader's to report; until one takes it, it is no unhandled rejection.
  answer.catch(() => undefined);
  started.set(path, { answer, at: Date.now() });
  return answer;
}

/** The early answer for `path`, once; undefined when none was started, it was already taken, or it is stale. */
export function takeEarly(path: string): Promise<Response> | undefined {
  read.add(path);
  const early = started.get(path);
  started.delete(path);
  return early && Date.now() - early.at < FRESH_MS ? early.answer : undefined;
}

/**
 * Lets go of an early answer nobody will read (a visitor's leagues, a 401): its body is cancelled,
 * since an unread body can keep the request open in the browser and the page's network from settling.
 */
export function dropEarly(path: string): void {
  const early = started.get(path);
  started.delete(path);
  void early?.answer.then(
    (unread) => unread.body?.cancel(),
    () => undefined,
  );
}
