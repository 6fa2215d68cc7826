/**
 * The latest auto-save in flight per league, kept outside React so a screen opened again (or a
 * copy to other leagues) can wait for it instead of reading the list it is about to replace.
 */
const inFlight = new Map<string, Promise<unknown>>();

export function trackSave(leagueId: string, save: Promise<unknown>): void {
  const settled = save.then(
    () => undefined,
    () => undefined,
  );
  inFlight.set(leagueId, settled);
  void settled.then(() => {
    if (inFlight.get(leagueId) === settled) inFlight.delete(leagueId);
  });
}

export const pendingSave = (leagueId: string): Promise<unknown> => inFlight.get(leagueId) ?? Promise.resolve();
