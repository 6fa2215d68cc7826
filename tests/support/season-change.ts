/**
 * A season change staged in a host's store, for the season tests: the next season's players (the
 * same people by `code`, under new ids) and its first gameweek, and the league's season played out
 * (every gameweek finished, the last one current: what the feed says after GW38). Load it after
 * the host has set the environment the data layer reads.
 */

/** The next season's id for a player of this one: ids the old season never used. */
export const nextSeasonId = (oldId: number) => oldId + 5000;

export async function addNextSeason(from: string, next: string, firstDeadline: string): Promise<void> {
  const { listPlayers, putPlayers, putGameweeks } = await import("../../functions/data/stores/feed-store");
  const { recordFeedSeason } = await import("../../functions/data/read-models/season");
  const players = (await listPlayers(from)).map(({ season: _s, updatedAt: _u, lastSeasonCheckedFor: _c, goalsLastSeason: _g, ...p }) => ({
    ...p,
    playerId: nextSeasonId(p.playerId),
    goalsScored: 0,
    webName: `${p.webName} (next)`,
  }));
  // A newcomer the old season never held: no goals last season.
  players.push({ ...players[0], playerId: 99_999, code: 99_999_999, webName: "Newcomer (next)" });
  await recordFeedSeason(next, firstDeadline);
  await putPlayers(players, undefined, next);
  await putGameweeks(
    [
      {
        gameweekId: 1,
        name: "Gameweek 1",
        deadlineTime: firstDeadline,
        isPrevious: false,
        isCurrent: false,
        isNext: true,
        isFinished: false,
        dataChecked: false,
      },
    ],
    undefined,
    next,
  );
}

/** Plays the season out in the store: answers its last gameweek. */
export async function finishSeason(season: string): Promise<number> {
  const { listGameweeks, putGameweeks } = await import("../../functions/data/stores/feed-store");
  const weeks = await listGameweeks(season);
  const last = Math.max(...weeks.map((g) => g.gameweekId));
  await putGameweeks(
    weeks.map(({ season: _s, updatedAt: _u, ...g }) => ({
      ...g,
      isFinished: true,
      dataChecked: true,
      isCurrent: g.gameweekId === last,
      isPrevious: g.gameweekId === last - 1,
      isNext: false,
    })),
    undefined,
    season,
  );
  return last;
}
