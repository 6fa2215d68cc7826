import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { messages } from "../../shared/messages";
import { DEPARTED_STATUS, revisionCeiling, selectionMessages, selectionProblem } from "../../shared/picks";
import type { LeagueItem } from "../data/entities/league";
import { listPlayers } from "../data/stores/feed-store";
import type { MembershipItem } from "../data/entities/membership";
import { setArchived, touchMembership } from "../data/stores/leagues-store";
import { saveSelection } from "../data/stores/selections-store";
import { happened } from "../lib/domain-event";
import { badRequest, conflict } from "../lib/errors";
import { publish } from "../lib/event-bus";
import type { SessionUser } from "../lib/session";

/** Picks change only while the league is in draft mode (product.md §4). */
export function requireDraftMode(league: LeagueItem): void {
  if (!league.isDraftMode) throw conflict(messages.picksLocked, "LEAGUE_LIVE");
}

/** Refuses duplicates, unknown or departed players and (to register) anything but exactly 15. */
export async function validateSelection(playerIds: number[], mustBeComplete: boolean, season: string): Promise<void> {
  const status = new Map((await listPlayers(season)).map((p) => [p.playerId, p.removed ? DEPARTED_STATUS : p.status]));
  const problem = selectionProblem(playerIds, (id) => status.get(id), mustBeComplete);
  if (problem) throw badRequest(selectionMessages[problem], problem);
}

/**
 * Stores a member's list. A client's revision may not run far ahead of the server's clock
 * (400: one such save would outrank every later one and freeze the list); without a revision
 * the server picks one that wins over any older save.
 */
export async function storeSelection(
  req: { event: APIGatewayProxyEventV2; user: SessionUser },
  league: LeagueItem,
  username: string,
  playerIds: number[],
  revision: number | undefined,
  register: boolean,
) {
  if (revision !== undefined && revision > revisionCeiling(Date.now())) {
    throw badRequest(messages.revisionAhead, "REVISION_AHEAD");
  }
  const result = await saveSelection({ leagueId: league.leagueId, userId: req.user.userId, playerIds, revision, register });
  if (result.saved) await touchMembership(league.leagueId, req.user.userId);
  if (register && result.saved) {
    await publish(
      happened(req, {
        leagueId: league.leagueId,
        actionType: "PICKS_COMMITTED",
        category: "user_action",
        username,
        details: `${username} registered ${playerIds.length} players`,
        metadata: { playerIds },
      }),
    );
  }
  return {
    saved: result.saved,
    revision: result.item.revision,
    picks: result.item.playerIds.map((id, i) => ({ fplPlayerId: id, selectionOrder: i + 1 })),
  };
}

export async function restoreOnRegister(
  req: { event: APIGatewayProxyEventV2; user: SessionUser },
  leagueId: string,
  membership: MembershipItem,
) {
  await setArchived(leagueId, membership.userId, false);
  await publish(
    happened(req, {
      leagueId,
      actionType: "USER_RESTORED",
      category: "user_action",
      username: membership.username,
      details: `${membership.username} registered 15 picks and is back in the draft`,
    }),
  );
}
