import { boardRoster, readBoardHead, type BoardHead, type BoardRoster } from "../data/read-models/board-reads";
import type { LeagueItem } from "../data/entities/league";
import { getLeague } from "../data/stores/leagues-store";
import type { AccessReads } from "../lib/access";

/**
 * The reads of one board call (decision 0086, the board in two reads), at most two requests whatever the league's size: one
 * BatchGetItem of the session, the league and the feed data's version; then, unless this
 * function holds the league's roster at its current board version, one query of the members and
 * the league's picks, from which the caller's membership is checked too.
 */
export class BoardReads implements AccessReads {
  private head?: Promise<BoardHead>;

  constructor(private readonly leagueId: string | undefined) {}

  private read(sessionId?: string): Promise<BoardHead> {
    return (this.head ??= readBoardHead(sessionId, this.leagueId));
  }

  async session(sessionId: string) {
    return (await this.read(sessionId)).session;
  }

  async league(leagueId: string) {
    return leagueId === this.leagueId ? (await this.read()).league : getLeague(leagueId);
  }

  async membership(leagueId: string, userId: string) {
    const league = await this.league(leagueId);
    return league ? (await this.roster(league)).memberOf.get(userId) : undefined;
  }

  roster(league: LeagueItem): Promise<BoardRoster> {
    return boardRoster(league);
  }

  async feedVersion() {
    return (await this.read()).version;
  }
}

/** The route option that gives a leaderboard route these reads, for the league its query names. */
export const boardReads = {
  reads: (input: { query: Record<string, unknown> }) => new BoardReads(input.query.leagueId as string | undefined),
};
