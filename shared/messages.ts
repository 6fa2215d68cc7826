/**
 * User-facing texts the server sends, worded as the spec's error catalogue (§8) expects,
 * so the SPA's message matching (e.g. "already live") keeps working.
 */
export const messages = {
  unauthorized: "Unauthorized",
  forbidden: "Forbidden",
  creatorOnly: "Creator access required",
  notMember: "Not a league member",
  adminOnly: "League admin access required",
  leagueCreatorOnly: "Failed to delete league. Only the league creator can delete the entire league.",
  leagueNotFound: "League not found",
  alreadyJoined: "Already joined this league",
  /** The SPA matches 'already live' to show its own longer text (spec §8.2). */
  alreadyLive: "This league is already live. You can only join leagues that are still in draft mode.",
  picksLocked: "Picks are locked: this league is live. Registration Closed.",
  noFinalDraft: "Execute the draft before going live: no final draft exists for this league.",
  jsonRequired: "Requests that change data must be sent as application/json",
  malformedJson: "Malformed JSON body",
  bodyTooLarge: "Request body is too large",
  routeNotFound: "Not found",
  gameweekInvalid: "Gameweek id must be a whole number from 1 to 38",
  gameweekNotFound: "Gameweek not found",
  noGameweekData: "No gameweek data yet: the feed has not been read",
  feedRefreshFailed: "Failed to refresh FPL data",
  seasonNotOver: "This season is not over yet: start the next season once its last gameweek has finished.",
  noNewerSeason: "The next season has not started yet: it can begin once the feed has its first players and fixtures.",
  seasonAlreadyStarted: "This league has already started its next season.",
  seasonNotFound: "Season not found: this league did not play that season.",
  internal: "Something went wrong on our side. Please try again.",
  revisionAhead: "This save is from a clock far ahead of ours. Please check your device's time and try again.",
  noSelectionsToCopy: "You have no selections to copy in this league.",
  copyToOtherLeagues: "Choose leagues other than this one.",
  windowNotClosed: "The window draft runs after the transfer deadline.",
  windowNotSimulated: "Simulate the window draft and review it before executing.",
  windowRunNotFound: "Window draft run not found",
  pushSubscriptionNotFound: "Push subscription not found",
  unsubscribeIncomplete: "This unsubscribe link is incomplete",
  unsubscribeExpired: "This unsubscribe link has expired. Sign in to change your notification settings.",
  unsubscribeInvalid: "This unsubscribe link is not valid",
  accountGone: "This account no longer exists",
  notificationNotFound: "Notification not found",
  notificationNotSent: "Notification was not sent",
  pageCursorInvalid: "That page cursor is not valid. Reload the table.",
  logCursorInvalid: "Invalid cursor: start again from the first page",
  logRangeReversed: "The start of the time range must be before its end",
  logRangeTooLong: "The time range can be at most 31 days",
  creatorNotRemovable: "The league's creator cannot be removed from it.",
  userNotFound: "User not found",
  transferNeedsDraftMode: "Both leagues must be in draft mode to transfer a user.",
  creatorNotMovable: "The league's creator cannot be moved out of it.",
  alreadyInTarget: "That user is already in the target league.",
  invitationNotFound: "Invitation not found",
  refreshRunNotFound: "Refresh run not found",
  userNotInLeague: "User not found in this league",
  archivedUserNotInLeague: "Archived user not found in this league",
  noExecutedDraft: "No draft has been executed in this league yet",
  draftRunNotFound: "Draft run not found",
  copyConflict: (missed: string[], copied: string[]) =>
    `Your picks in ${missed.join(", ")} changed while copying, so they were kept.${copied.length ? ` Copied to ${copied.join(", ")}.` : ""} Please try again.`,
  noTable: (table: string) => `No table named ${table}`,
  logQueryInvalid: (field: string) => `Invalid ${field}: use ISO times or epoch milliseconds, and a limit of 1-200`,
} as const;

/** A toast's two lines (spec §8: 'title / description'). */
export interface ToastText {
  title: string;
  description?: string;
}

/** The SPA's fixed error toasts (spec §8), each written once. */
export const toasts = {
  backupFailed: { title: "Error", description: "Failed to download backup" },
  feedRefreshFailed: { title: "Error", description: "Failed to refresh FPL data" },
  copySourceRequired: { title: "No league selected", description: "Please choose the league to copy your picks from." },
  picksNotSaved: { title: "Save failed", description: "Your selections couldn't be saved. Please try again." },
  loggedOut: { title: "Unauthorized", description: "You are logged out. Logging in again..." },
  autoJoinFailed: { title: "Unable to join league automatically. Please try manually." },
  linkNotCopied: { title: "Failed to copy link", description: "Please copy the link manually." },
  renameFailed: { title: "Failed to update league name" },
  leagueNotDeleted: { title: "Failed to delete league. Only the league creator can delete the entire league." },
  profileNotDeleted: { title: "Failed to delete profile" },
  usernameNotSaved: { title: "Failed to update username" },
  joinNeedsSignIn: { title: "Authentication Required", description: "Please log in again to join this league." },
  archiveFailed: { title: "Error", description: "Failed to archive users. Please try again." },
  notificationSettingsNotSaved: { title: "Error", description: "Failed to save notification settings" },
  pushNotTurnedOn: { title: "Error", description: "Failed to turn on push notifications" },
  deviceNotRemoved: { title: "Error", description: "Failed to remove the device" },
  remindersNotSent: { title: "Error", description: "Failed to send pick reminder notifications" },
  notificationsNotUpdated: { title: "Error", description: "Failed to update notifications" },
  emailsNotCopied: { title: "Copy Failed", description: "Failed to copy emails to clipboard. Please try again." },
  logNotCopied: { title: "Copy Failed", description: "Failed to copy the log to the clipboard. Please select it and copy by hand." },
  userStatusFailed: { title: "Failed to check user status" },
  archiveChoiceRequired: { title: "Action required", description: "Please choose whether to archive users without picks" },
  noSimulation: { title: "No simulation", description: "Simulate the draft and review it before executing." },
  leagueLiveForRedo: { title: "League is live", description: "Switch the league back to draft mode before executing again." },
  noLeagueSelected: { title: "No league selected" },
  invitationNotWithdrawn: { title: "Error", description: "Failed to withdraw the invitation." },
  draftOrderNotAssigned: { title: "Error", description: "Failed to assign draft order" },
  // Titles whose description is the server's or the run's own words.
  joinFailed: { title: "Failed to Join League" },
  selectionsNotCopied: { title: "Failed to copy selections" },
  goalsRefreshFailed: { title: "Goals Refresh Failed" },
  playersRefreshFailed: { title: "Players Refresh Failed" },
} as const satisfies Record<string, ToastText>;

const problem = (title: string, description?: string, line = description ? `${title} - ${description}` : title) => ({
  toast: description ? { title, description } : { title },
  line,
});

/**
 * What a form refuses (spec §8.2, §8.3, §8.5). The form shows the toast; the API answers the
 * same words as one line, its `message`. The schemas in schemas.ts carry the line, so a form
 * validating with them turns the line back into its toast with `problemToast`.
 */
export const problems = {
  leagueNameRequired: problem("League name required", "Please enter a name for your league."),
  leagueCodeRequired: problem("League code required", "Please enter a 6-character league code."),
  /** A code that cannot exist is looked up by no one: it reads as the lookup's failure. */
  leagueCodeUnknown: problem("League Not Found", "No league exists with that code.", messages.leagueNotFound),
  usernameRequired: problem(
    "Username Required",
    "Please enter a username to join the league.",
    "Username Required: Please enter a username to join the league.",
  ),
  usernameEmpty: problem("Username cannot be empty"),
  fieldsRequired: problem("Validation Error", "Please fill in all fields", "Please fill in all fields"),
  emailInvalid: problem("Validation Error", "Please enter a valid e-mail address", "Please enter a valid e-mail address"),
  targetLeagueRequired: problem("League required", "Please select a target league.", "League required: Please select a target league."),
  fifteenPicks: problem(
    "Invalid selection",
    "Please select exactly 15 players before saving.",
    "Please select exactly 15 players before saving.",
  ),
  copyTargetsRequired: problem(
    "No leagues selected",
    "Please select at least one league to copy to.",
    "Please select at least one league to copy to.",
  ),
} as const;

/** The toast for a problem's line; a line no form problem owns (a length limit) is the title alone. */
export function problemToast(line: string): ToastText {
  const known = Object.values(problems).find((p) => p.line === line);
  return known ? known.toast : { title: line };
}
