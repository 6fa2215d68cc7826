import * as z from "zod/mini";
import { chatEmoji, systemKinds, type ChatMessage } from "../chat/types";
import { messages } from "../messages";
import { leagueId } from "./inputs";

/**
 * The realtime channel's contract, beside the HTTP routes: one WebSocket at `/ws` on the app's
 * origin serves every realtime feature. A client subscribes to one league's room at a time; the
 * server sends small typed events that say *what* changed and the version it changed to, never
 * the state itself: the client re-reads the state over HTTP (on every (re)connect, on every
 * event, on a version gap), so nothing lives only in a socket. Both sides validate every message
 * with these schemas; `v` is the protocol's version, so a later change can be told apart.
 */
export const REALTIME_PATH = "/ws";
export const REALTIME_PROTOCOL = 1;
/** The WebSocket API's stage: CloudFront's `/ws` is the stage's own path, and the local host names its stage the same. */
export const REALTIME_STAGE = "ws";

/**
 * API Gateway WebSocket APIs' own limits (none can be raised), which the local host holds too.
 * A frame over `maxFrameBytes` closes the connection with 1009; the management API refuses a
 * message over `maxMessageBytes`. Browsers send each message as one frame, so what a browser may
 * send is `maxFrameBytes`.
 */
export const realtimeLimits = {
  idleTimeoutMs: 10 * 60_000,
  maxConnectionMs: 2 * 60 * 60_000,
  maxFrameBytes: 32 * 1024,
  maxMessageBytes: 128 * 1024,
} as const;
export type RealtimeLimits = { -readonly [K in keyof typeof realtimeLimits]: number };

/** The client's heartbeat: well inside the idle limit, so a quiet room stays connected. */
export const HEARTBEAT_MS = 4 * 60_000;

const v = z.literal(REALTIME_PROTOCOL);

/** What a client may send: `action` names it. Strict objects: an unknown field is refused, not ignored. */
const clientMessages = {
  subscribe: z.strictObject({ v, action: z.literal("subscribe"), leagueId }),
  unsubscribe: z.strictObject({ v, action: z.literal("unsubscribe"), leagueId }),
  ping: z.strictObject({ v, action: z.literal("ping") }),
} as const;
export type ClientAction = keyof typeof clientMessages;
export const clientActions = Object.keys(clientMessages) as ClientAction[];
export type ClientMessage = { [A in ClientAction]: z.infer<(typeof clientMessages)[A]> }[ClientAction];

const realtimeErrorCodes = [
  "MALFORMED",
  "INVALID_MESSAGE",
  "UNKNOWN_ACTION",
  "UNSUPPORTED_VERSION",
  "NOT_IN_LEAGUE",
  "LEAGUE_NOT_FOUND",
  "NOT_SUBSCRIBED",
  "SIGNED_OUT",
  "INTERNAL",
] as const;
export type RealtimeErrorCode = (typeof realtimeErrorCodes)[number];

/** A version of some state the client re-reads over HTTP: opaque, compared for equality. */
const version = z.string().check(z.minLength(1), z.maxLength(80));

const isoTime = z.string().check(z.maxLength(40));
const reactions = z.array(z.object({ emoji: z.enum(chatEmoji), userIds: z.array(z.string()) }));
/** A chat message as the `chat.posted` event carries it: the same shape as the API's (shared/chat/types.ts). */
const chatMessage = z.object({
  messageId: z.string(),
  leagueId,
  kind: z.enum(["member", "system"]),
  authorId: z.nullable(z.string()),
  authorName: z.nullable(z.string()),
  text: z.string(),
  system: z.nullable(z.enum(systemKinds)),
  mentions: z.array(z.string()),
  reactions,
  createdAt: isoTime,
  editedAt: z.nullable(isoTime),
  deletedAt: z.nullable(isoTime),
}) satisfies z.ZodMiniType<ChatMessage>;

/** What the server sends: `type` names it. */
export const serverEvent = z.discriminatedUnion("type", [
  /**
   * The room is joined; `version` is the league's board version now, `draftVersion` its live
   * draft's (0 before any) and `chatVersion` its chat's newest message id ("" before any): the client
   * re-reads only what it holds at another version (decision 0325).
   */
  z.object({
    v,
    type: z.literal("subscribed"),
    leagueId,
    version,
    draftVersion: z.optional(version),
    chatVersion: z.optional(z.string().check(z.maxLength(80))),
  }),
  z.object({ v, type: z.literal("unsubscribed"), leagueId }),
  /** The answer to a heartbeat, with the server's clock (epoch ms) for clients that count down to a server time. */
  z.object({ v, type: z.literal("pong"), serverTime: z.number() }),
  /**
   * The league's board changed to `version`: re-read it over HTTP. After goals it may carry the
   * change itself, for a client that has the board at `previous`: the goals of each changed pick
   * now (absolute numbers, so applying it twice changes nothing) and the players whose goals went
   * up (the "goal" moment) or down (`takenBack`, the "taken back" moment). A client at another version (it missed a change) re-reads. Left out
   * when they would not fit one frame.
   */
  z.object({
    v,
    type: z.literal("board.changed"),
    leagueId,
    version,
    previous: z.optional(version),
    picks: z.optional(
      z.array(
        z.object({
          userId: z.string(),
          playerId: z.number(),
          fromGameweek: z.number(),
          gameweekGoals: z.number(),
          seasonGoals: z.number(),
        }),
      ),
    ),
    scored: z.optional(z.array(z.number())),
    /** The players whose goals went down (VAR, a correction): the "taken back" moment. */
    takenBack: z.optional(z.array(z.number())),
  }),
  /**
   * The league's live draft changed to `version` (its state's own counter, as text): a pick, an
   * autopick, a pause, an undo. The room re-reads `GET /api/leagues/{id}/live-draft`; a version
   * it already has is ignored, one it skipped is simply read too.
   */
  z.object({ v, type: z.literal("draft.changed"), leagueId, version }),
  /**
   * The league's chat (issue 39). Unlike the board's events these carry the change itself, small
   * (a message is at most 1,000 characters): the page applies it to the history it holds, and
   * re-reads the newest page on (re)connect, since a socket may have missed some.
   */
  /** A new message, a member's or a system one. */
  z.object({ v, type: z.literal("chat.posted"), leagueId, message: chatMessage }),
  /** A message's author changed its text. */
  z.object({
    v,
    type: z.literal("chat.edited"),
    leagueId,
    messageId: z.string(),
    text: z.string(),
    mentions: z.array(z.string()),
    editedAt: isoTime,
  }),
  /** A message was deleted (by its author or an admin): its text is gone for everyone. */
  z.object({ v, type: z.literal("chat.deleted"), leagueId, messageId: z.string(), deletedAt: isoTime }),
  /** A message's reactions now (absolute, so applying it twice changes nothing). */
  z.object({ v, type: z.literal("chat.reacted"), leagueId, messageId: z.string(), reactions }),
  /** An admin muted a member until `until`, or lifted the mute (`until` null): the member's composer says so. */
  z.object({ v, type: z.literal("chat.muted"), leagueId, userId: z.string(), until: z.nullable(isoTime) }),
  z.object({
    v,
    type: z.literal("error"),
    code: z.enum(realtimeErrorCodes),
    message: z.string(),
    /** The action the error answers, when the message named a known one. */
    action: z.optional(z.enum(clientActions as [ClientAction, ...ClientAction[]])),
  }),
]);
export type ServerEvent = z.infer<typeof serverEvent>;
export type ServerEventOf<T extends ServerEvent["type"]> = Extract<ServerEvent, { type: T }>;

export const realtimeMessages = {
  malformed: "Messages must be JSON objects with an action",
  unknownAction: `Unknown action: send one of ${clientActions.join(", ")}`,
  unsupportedVersion: `This app speaks version ${REALTIME_PROTOCOL} of the realtime protocol: reload the page`,
  notMember: `${messages.notMember}: you can only join the room of a league you are in`,
  leagueNotFound: messages.leagueNotFound,
  notSubscribed: "This connection is not in that league's room",
  signedOut: "Signed out: sign in again to follow a league",
  internal: messages.internal,
} as const;

export const realtimeError = (code: RealtimeErrorCode, message: string, action?: ClientAction): ServerEventOf<"error"> => ({
  v: REALTIME_PROTOCOL,
  type: "error",
  code,
  message,
  ...(action ? { action } : {}),
});

/** A client message read: the message, or the error event to answer it with (nothing else happens). */
export type ReadMessage = { ok: true; message: ClientMessage } | { ok: false; error: ServerEventOf<"error"> };

/**
 * Reads one incoming text: JSON, an object, a protocol version this server speaks, a known action,
 * and that action's exact shape. Anything else is answered with an error that says which.
 */
export function readClientMessage(text: string | undefined): ReadMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? "");
  } catch {
    return { ok: false, error: realtimeError("MALFORMED", realtimeMessages.malformed) };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed) || typeof (parsed as { action?: unknown }).action !== "string")
    return { ok: false, error: realtimeError("MALFORMED", realtimeMessages.malformed) };
  const { action, v: version } = parsed as { action: string; v?: unknown };
  if (!Object.hasOwn(clientMessages, action)) return { ok: false, error: realtimeError("UNKNOWN_ACTION", realtimeMessages.unknownAction) };
  const known = action as ClientAction;
  if (version !== REALTIME_PROTOCOL)
    return { ok: false, error: realtimeError("UNSUPPORTED_VERSION", realtimeMessages.unsupportedVersion, known) };
  const result = clientMessages[known].safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    return { ok: false, error: realtimeError("INVALID_MESSAGE", `${where}${issue?.message ?? "Invalid message"}`, known) };
  }
  return { ok: true, message: result.data };
}

/** Reads one event from the server (the SPA's side); undefined for anything this client does not know. */
export function readServerEvent(text: unknown): ServerEvent | undefined {
  if (typeof text !== "string") return undefined;
  try {
    const result = serverEvent.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/** The bytes a message takes on the wire (UTF-8), which the limits are in. */
export const wireBytes = (text: string) => new TextEncoder().encode(text).length;
