import * as z from "zod/mini";
import { id, noControl } from "../contract/inputs";
import "../zod-english";
import { CHAT_PAGE_MAX, CHAT_TEXT_MAX, chatLength } from "./rules";
import { chatEmoji } from "./types";

/** The chat's request schemas (issue 39): the route's request half (shared/contract/requests/chat.ts) and the composer use them. */

const chatProblems = {
  textRequired: "Write a message first",
  textTooLong: `Messages can be at most ${CHAT_TEXT_MAX.toLocaleString("en-GB")} characters`,
  textControl: "Messages cannot contain control characters other than line breaks and tabs",
  limitInvalid: `limit must be a whole number from 1 to ${CHAT_PAGE_MAX}`,
  emojiUnknown: `React with one of ${chatEmoji.join(" ")}`,
} as const;

/** Line breaks and tabs belong in a chat message; every other control character is refused. */
const chatNoControl = (value: string) => noControl(value.replace(/[\n\t]/g, ""));

/** 1–1,000 characters once trimmed (code points, as the member counts them). */
const chatTextSchema = z.string({ error: chatProblems.textRequired }).check(
  z.trim(),
  z.refine((t: string) => t.length > 0, chatProblems.textRequired),
  z.refine((t: string) => chatLength(t) <= CHAT_TEXT_MAX, chatProblems.textTooLong),
  z.refine(chatNoControl, chatProblems.textControl),
);

export const chatMessageBody = z.strictObject({ text: chatTextSchema });

export const chatPageQuery = z.strictObject({
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/, chatProblems.limitInvalid)),
      z.pipe(
        z.transform(Number),
        z.number().check(z.int(), z.gte(1, chatProblems.limitInvalid), z.lte(CHAT_PAGE_MAX, chatProblems.limitInvalid)),
      ),
    ),
  ),
  before: z.optional(id("before")),
});

export const reactionBody = z.strictObject({ emoji: z.enum(chatEmoji, { error: chatProblems.emojiUnknown }) });

export const muteBody = z.strictObject({ userId: id("User id") });

/** The read marker: the newest message the member has seen. */
export const readMarkerBody = z.strictObject({ messageId: id("Message id") });
