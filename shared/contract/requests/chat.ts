import * as z from "zod/mini";
import { chatMessageBody, chatPageQuery, muteBody, reactionBody, readMarkerBody } from "../../chat/schemas";
import { id, leagueId, pathOf } from "../inputs";
import type { GroupRequests } from "../routes";

const messagePath = z.object({ id: leagueId, messageId: id("Message id") });

/** The chat routes' request half (issue 39): their schemas, by the names of shared/contract/routes.ts. */
export const chatRequests = {
  list: { params: pathOf("id"), query: chatPageQuery },
  post: { params: pathOf("id"), body: chatMessageBody },
  edit: { params: messagePath, body: chatMessageBody },
  remove: { params: messagePath },
  react: { params: messagePath, body: reactionBody },
  mutes: { params: pathOf("id") },
  mute: { params: pathOf("id"), body: muteBody },
  unmute: { params: z.object({ id: leagueId, userId: id("User id") }) },
  markRead: { params: pathOf("id"), body: readMarkerBody },
  unread: {},
} satisfies GroupRequests<"chat">;
