import { contract } from "@shared/contract/routes";
import type { UserLeague } from "@shared/types";
import { urlOf } from "@/lib/url-of";

/**
 * What a screen reads for its first view, by the page's path: its code (the route's module and
 * what composes it) and the calls above the fold, each as the screen's hooks key it (the api client
 * takes an early answer by its exact path). Started by the page's entry (start.ts) as soon as the
 * user and the selected league are known, all at once, instead of each after the code that asks
 * for it has loaded and rendered (decision 0324). A path missing here is read by the screen itself.
 */
export interface FirstReads {
  /** The screen's code, imported at once (its chunks then download beside the calls). */
  code: () => Array<Promise<unknown>>;
  /** The calls that need no league: the app bar's bell, the board's refresh notice and deadline banner. */
  calls: string[];
  /** The calls about the selected league. */
  leagueCalls: (league: UserLeague) => string[];
}

const board: FirstReads = {
  code: () => [import("./routes/leaderboard"), import("@/features/live-draft/components/live-draft-link")],
  calls: [urlOf(contract.notifications.list), urlOf(contract.feed.refreshStatus), urlOf(contract.feed.gameweeks)],
  leagueCalls: (league) => {
    const query = { query: { leagueId: league.id } };
    return [
      urlOf(contract.leaderboard.leaderboard, query),
      urlOf(contract.feed.gameweeks, query),
      urlOf(contract.leagues.seasons, { params: { id: league.id } }),
      ...(league.isDraftMode
        ? [urlOf(contract.draft.liveDraft, { params: { id: league.id } })]
        : [urlOf(contract.leaderboard.liveMatches, query), urlOf(contract.leaderboard.race, query)]),
    ];
  },
};

const draftRoom: FirstReads = {
  code: () => [import("./routes/draft-room")],
  calls: [urlOf(contract.notifications.list)],
  leagueCalls: (league) => [
    urlOf(contract.draft.liveDraft, { params: { id: league.id } }),
    urlOf(contract.feed.players, { query: { leagueId: league.id } }),
  ],
};

export const firstReadsByPath: Record<string, FirstReads | undefined> = { "/": board, "/leaderboard": board, "/draft-room": draftRoom };
