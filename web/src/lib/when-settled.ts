/**
 * Resolves once `ms` have passed and the main thread is then idle (or a second more has passed):
 * for work the first screen does not need, so it runs after that screen's renders, not among them.
 */
export function whenSettled(ms: number): Promise<void> {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
  return new Promise((resolve) => window.setTimeout(() => whenIdle(() => resolve(), { timeout: 1000 }), ms));
}
