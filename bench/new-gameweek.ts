/**
 * A new gameweek starting, as the feed's deadline makes it: the goals refresh finds the current
 * flag moved on (the week before is now the previous one, the next current) and stores the two or
 * three gameweeks that changed, then saves its run, which moves the feed data's version. Each call
 * moves the current week one on, wrapping back to the second week after the last: every call is a
 * league-wide change for every league of the season.
 */
export async function newGameweekStarts(): Promise<void> {
  const { listGameweeks, putGameweeks } = await import("../functions/data/stores/feed-store");
  const { feedSeason } = await import("../functions/data/read-models/season");
  const { saveRun } = await import("../functions/data/stores/refresh-runs-store");
  const { newId } = await import("../functions/data/table/ids");
  const { newIoCounter } = await import("../functions/data/table/io-counter");
  const season = await feedSeason();
  const weeks = await listGameweeks(season);
  const at = Math.max(
    0,
    weeks.findIndex((g) => g.isCurrent),
  );
  const next = at + 1 < weeks.length ? at + 1 : 1;
  const flags = (i: number) => ({ isPrevious: i === next - 1, isCurrent: i === next, isNext: i === next + 1 });
  const changed = weeks
    .map((g, i) => ({ g, i }))
    .filter(({ g, i }) => g.isPrevious !== flags(i).isPrevious || g.isCurrent !== flags(i).isCurrent || g.isNext !== flags(i).isNext)
    .map(({ g, i }) => {
      const { season: _s, updatedAt: _u, ...fields } = g;
      return { ...fields, ...flags(i) };
    });
  const io = newIoCounter();
  const startedAt = new Date().toISOString();
  await putGameweeks(changed, io, season);
  await saveRun(
    {
      runId: newId(),
      kind: "goals",
      source: "external_api",
      status: "ok",
      startedAt,
      finishedAt: new Date().toISOString(),
      durationMs: 1,
      feedCalls: 1,
      reads: io.reads,
      writes: io.writes,
      steps: [],
    },
    io,
  );
}
