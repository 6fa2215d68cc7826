import { formatTimestamp } from "./format-timestamp";

/** What the league's admins read for each kind of entry: words, never the event's code. */
const LABELS: Record<string, string> = {
  LEAGUE_CREATED: "League created",
  LEAGUE_RENAMED: "League renamed",
  MEMBER_JOINED: "Member joined",
  USERNAME_CHANGED: "Name changed",
  LEAGUE_WENT_LIVE: "League went live",
  LEAGUE_BACK_TO_DRAFT: "Back to draft mode",
  PICKS_COMMITTED: "Picks saved",
  ROUND_ROBIN_SIMULATED: "Draft simulated",
  ROUND_ROBIN_EXECUTED: "Draft executed",
  USERS_ARCHIVED: "Members archived",
  USER_RESTORED: "Member restored",
  USER_ADDED: "Member added",
  USER_REMOVED: "Member removed",
  USER_TRANSFERRED: "Member moved",
  DATA_REFRESHED: "Data refreshed",
  WINDOW_OPENED: "Window opened",
  WINDOW_CLOSING: "Window closing",
  WINDOW_DRAFT_SIMULATED: "Window draft simulated",
  WINDOW_DRAFT_EXECUTED: "Window draft executed",
  SEASON_STARTED: "Season started",
  LIVE_DRAFT_SET_UP: "Live draft set up",
  LIVE_DRAFT_RESCHEDULED: "Live draft changed",
  LIVE_DRAFT_STARTED_NOW: "Live draft started early",
  LIVE_DRAFT_PAUSED: "Live draft paused",
  LIVE_DRAFT_RESUMED: "Live draft resumed",
  LIVE_PICK_UNDONE: "Pick undone",
  LIVE_PICK_FOR_MEMBER: "Picked for a member",
  LIVE_AUTOPICK_SWITCHED: "Autopick switched",
  LIVE_DRAFT_CANCELLED: "Live draft cancelled",
};

/** An entry's kind in words; a kind this screen does not know yet reads as its words, not its code. */
export function actionLabel(actionType: string): string {
  const known = LABELS[actionType];
  if (known) return known;
  const words = actionType.toLowerCase().replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** ISO moments the server wrote into a sentence ("set up a live draft for 2026-11-28T06:07:00.000Z"). */
const ISO_MOMENT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})\b/g;

/** An entry's details with every moment in it shown as the reader's own date and time, like the entry's own time. */
export const readableDetails = (details: string) => details.replace(ISO_MOMENT, (iso) => formatTimestamp(iso));
