import type { Named } from "../../shared/chat/mentions";
import type { ChatMessageItem } from "../data/entities/chat-message";
import type { LeagueItem } from "../data/entities/league";
import { sendNotifications } from "../notifications/send";

/** A push or a bell line shows the start of the message; the chat has the rest. */
const EXCERPT = 140;

const excerpt = (text: string) => ([...text].length > EXCERPT ? `${[...text].slice(0, EXCERPT - 1).join("")}…` : text);

/**
 * Each member a message mentions hears of it (`chat_mention`: bell and push by default, e-mail
 * only if they ask). Plain text throughout: the delivery escapes it for e-mail and push shows text.
 * Once per message and member, whatever retries or edits follow.
 */
export async function notifyMentions(league: LeagueItem, message: ChatMessageItem, mentioned: readonly Named[]): Promise<void> {
  if (mentioned.length === 0) return;
  await sendNotifications(
    mentioned.map((member) => ({
      userId: member.userId,
      dedupeKey: `chat-mention#${message.messageId}`,
      notification: {
        type: "chat_mention",
        title: `${message.authorName ?? "Someone"} mentioned you in ${league.name}`,
        message: excerpt(message.text),
        actionUrl: "/chat",
        leagueId: league.leagueId,
        leagueName: league.name,
      },
    })),
  );
}
