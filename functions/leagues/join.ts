import { messages } from "../../shared/messages";
import { leagueCodeSchema } from "../../shared/league-schemas";
import type { UserLeague } from "../../shared/types";
import { addMembership, findLeagueByCode, getMembership } from "../data/stores/leagues-store";
import { getUser } from "../data/stores/users-store";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { happened } from "../lib/domain-event";
import { conflict, notFound } from "../lib/errors";
import { publish } from "../lib/event-bus";
import type { SessionUser } from "../lib/session";
import { userLeagueView } from "./views";

/**
 * Joining (product.md §4: draft mode only). The membership is a conditional create keyed on
 * (league, user), so a double click or two tabs at once still give one membership.
 */
export async function joinLeague(
  req: { event: APIGatewayProxyEventV2; user: SessionUser },
  rawCode: string,
  username?: string,
): Promise<UserLeague> {
  const { user } = req;
  const code = leagueCodeSchema.safeParse(rawCode);
  const league = code.success ? await findLeagueByCode(code.data) : undefined;
  if (!league) throw notFound(messages.leagueNotFound, "LEAGUE_NOT_FOUND");
  // A member asking again hears "already joined" even once the league is live.
  if (await getMembership(league.leagueId, user.userId)) throw conflict(messages.alreadyJoined, "ALREADY_JOINED");
  if (!league.isDraftMode) throw conflict(messages.alreadyLive, "LEAGUE_LIVE");
  const stored = await getUser(user.userId);
  const membership = await addMembership(league, {
    userId: user.userId,
    email: user.email,
    username: username ?? stored?.username ?? user.name,
  });
  if (!membership) throw conflict(messages.alreadyJoined, "ALREADY_JOINED");
  await publish(
    happened(req, {
      leagueId: league.leagueId,
      actionType: "MEMBER_JOINED",
      category: "user_action",
      username: membership.username,
      details: `${membership.username} joined the league`,
    }),
  );
  return userLeagueView(league, membership);
}
