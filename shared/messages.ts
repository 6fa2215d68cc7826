import { plural, sentence } from "./text";

/**
 * User-facing texts the server sends, worded as the message catalogue (product.md §8) expects,
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
  /** The SPA matches 'already live' to show its own longer text (product.md §8.2, toasts.joinLeagueLive). */
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
  noRandomPicksEligible:
    "No player has 5+ goals last season to draw from: the feed has no goals from last season for these players. Please choose your 15 yourself.",
  copyToOtherLeagues: "Choose leagues other than this one.",
  windowNotClosed: "The window draft runs after the transfer deadline.",
  windowNotSimulated: "Simulate the window draft and review it before executing.",
  windowRunNotFound: "Window draft run not found",
  /** One draft at a time (product.md §10.15, decision 0271): the auto draft and the mode switch wait for a live draft. */
  liveDraftHoldsLeague: "A live draft is set up in this league: cancel it in the Live draft card first, or let it finish.",
  liveDraftExecuting: "The live draft has finished and its picks are being made final: the league goes live in a moment.",
  liveDraftAlreadyStarted: "The live draft has already started: only a scheduled draft's start and clock can be changed.",
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

/** A toast's two lines (product.md §8: 'title / description'). */
export interface ToastText {
  title: string;
  description?: string;
}

/**
 * The catalogue `make` builds (every entry a toast or a function making one), in a call bundlers
 * may drop when it is unused: esbuild keeps an unused object literal that spreads a call's result,
 * as `toasts` does, which was ~10 kB of every function bundle.
 */
/* @__NO_SIDE_EFFECTS__ */
function catalogue<const T extends Record<string, ToastText | ((...args: never[]) => ToastText)>>(make: () => T): T {
  return make();
}

/** Toasts that share a title, each with its own description. */
function sameTitle<const D extends Record<string, string>>(title: string, descriptions: D) {
  return Object.fromEntries(Object.entries(descriptions).map(([name, description]) => [name, { title, description }])) as {
    [N in keyof D]: { title: string; description: D[N] };
  };
}

const picksFailedTitle = (editMode: boolean) => (editMode ? "Update failed" : "Registration failed");

/**
 * Every toast the SPA shows (product.md §8), each written once; no web file writes a toast text inline
 * (tests/tooling/toast-texts.test.ts). Where a failure shows the server's message when it sent
 * one, the description here is the fallback (web/src/lib/api-error.ts `failureToast`).
 * Made through `catalogue` so that the function bundles, which show no toast, leave it out.
 */
export const toasts = catalogue(() => ({
  // Leagues: joining, creating, renaming, deleting (product.md §8.2).
  leagueFound: (league: string) => ({ title: "League Found!", description: `Found "${league}" league. Please log in to join.` }),
  joined: (league: string) => ({ title: "Successfully Joined!", description: `Welcome to ${league}!` }),
  joinedFromInvite: (league: string) => ({
    title: "Successfully Joined!",
    description: `Welcome to ${league}! Time to pick your players.`,
  }),
  /**
   * joinFailed: the join page's, under the server's message when it sent one. The others: joining by
   * code from the leagues screen, the server's refusal in the catalogue's words (product.md §8.2, the join server messages).
   */
  ...sameTitle("Failed to Join League", {
    joinFailed: "Failed to join league",
    joinAlreadyJoined: "You're already a member of this league.",
    joinCodeUnknown: "No league found with that code.",
    joinLeagueLive: "This league has already started and is live. You can only join leagues that are still in draft mode.",
    joinCodeFailed: "Failed to join league. Please check the code and try again.",
  }),
  ...sameTitle("Authentication Required", {
    joinNeedsSignIn: "Please log in again to join this league.",
    joinSignInFirst: "Please log in to join a league. Redirecting to login...",
  }),
  autoJoinFailed: { title: "Unable to join league automatically. Please try manually." },
  alreadyInLeague: { title: "Already in league" },
  alreadyMemberOf: (league: string) => ({ title: "Already in league", description: sentence(`You're already a member of ${league}`) }),
  alreadyAMember: { title: "Already a Member", description: "You're already in the league" },
  alreadyJoined: { title: "Already Joined", description: "You're already a member of this league." },
  leagueCreated: (code: string) => ({ title: "League Created!", description: `Share the code ${code} with your friends.` }),
  leagueNotCreated: { title: "Error", description: "Something went wrong creating the league." },
  leagueRenamed: (name: string) => ({ title: "League renamed", description: sentence(`Your league is now called ${name}`) }),
  renameFailed: { title: "Failed to update league name" },
  leagueDeleted: (league: string) => ({ title: "League deleted", description: `${league} and all its memberships are gone.` }),
  leagueNotDeleted: { title: "Failed to delete league. Only the league creator can delete the entire league." },
  linkNotCopied: { title: "Failed to copy link", description: "Please copy the link manually." },
  seasonModeChanged: (isDraftMode: boolean) =>
    isDraftMode
      ? { title: "Back in draft mode", description: "Members can change their picks again." }
      : { title: "League is live", description: "Picks are locked and goals count." },
  seasonModeNotToggled: { title: "Failed to toggle season mode" },
  seasonModeNeedsDraft: { title: "Failed to toggle season mode", description: "Execute the draft before going live." },
  seasonStarted: (season: string) => ({
    title: `The ${season} season has started`,
    description: "Members can pick their 15 players for the new season.",
  }),
  seasonNotStarted: { title: "Failed to start the next season", description: "Please try again." },

  // Users (product.md §8.3).
  userAdded: (name: string, league: string) => ({ title: "User added successfully", description: `${name} is now in ${league}.` }),
  userInvited: (name: string, league: string, email: string) => ({
    title: "User added successfully",
    description: `${name} is invited: we e-mailed ${email} an invitation, and they join ${league} when they sign in with it.`,
  }),
  userNotAdded: { title: "Error", description: "Failed to add user" },
  userDeleted: (username: string) => ({ title: "User deleted", description: `${username} was removed from the league.` }),
  userNotDeleted: { title: "Failed to delete user", description: "Failed to delete user" },
  userTransferred: (username: string, league = "the other league") => ({
    title: "User transferred",
    description: `${username} moved to ${league} with their picks.`,
  }),
  transferFailed: { title: "Transfer failed", description: "Failed to transfer user between leagues." },
  invitationWithdrawn: (email: string) => ({ title: "Invitation withdrawn", description: `${email} will not join when they sign in.` }),
  invitationNotWithdrawn: { title: "Error", description: "Failed to withdraw the invitation." },
  usernameUpdated: (username: string) => ({ title: "Username updated", description: sentence(`You now appear as ${username}`) }),
  usernameNotSaved: { title: "Failed to update username" },
  deletionCancelled: { title: "Deletion Cancelled" },
  profileDeleted: { title: "Profile Deleted", description: "Your profile has been deleted. Redirecting..." },
  profileNotDeleted: { title: "Failed to delete profile" },
  noEmailsAvailable: { title: "No Emails Available", description: "No active users with emails found in this league." },
  emailsCopied: (count: number) => ({
    title: "Emails Copied!",
    description: `${plural(count, "address", "addresses")} copied to the clipboard.`,
  }),
  emailsNotCopied: { title: "Copy Failed", description: "Failed to copy emails to clipboard. Please try again." },

  // Draft and archival (product.md §8.4).
  noLeagueSelected: { title: "No league selected" },
  draftSimulated: (participants: number) => ({
    title: "Draft Simulated",
    description: `${plural(participants, "participant")} drafted. Review the results, then execute.`,
  }),
  draftSimulatedWithConflicts: (participants: number) => ({
    title: "Draft Simulated",
    description: `${plural(participants, "participant")}, with conflicts: see the audit log before executing.`,
  }),
  /** The dashboard's older wording of the same failures as the enhanced screen's (product.md §8.4). */
  simulateFailedOnDashboard: { title: "Failed to simulate round robin" },
  executeFailedOnDashboard: { title: "Failed to confirm round robin" },
  simulateFailed: { title: "Simulation Failed", description: "Failed to simulate draft. Please try again." },
  executeFailed: { title: "Execution Failed", description: "Failed to execute draft. Please try again." },
  redoFailed: { title: "Failed to re-do draft" },
  simulationReset: { title: "Simulation reset", description: "The next simulation draws a new draft order." },
  simulationNotReset: { title: "Failed to reset simulation" },
  draftOrderAssigned: { title: "Draft order assigned randomly", description: "Simulate again to review the draft with the new order." },
  draftOrderNotAssigned: { title: "Error", description: "Failed to assign draft order" },
  userStatusFailed: { title: "Failed to check user status" },
  archiveChoiceRequired: { title: "Action required", description: "Please choose whether to archive users without picks" },
  noSimulation: { title: "No simulation", description: "Simulate the draft and review it before executing." },
  leagueLiveForRedo: { title: "League is live", description: "Switch the league back to draft mode before executing again." },
  /** The description is the server's details when it sends them. */
  draftNotExecutable: {
    title: "Cannot Execute Draft",
    description: "Some users would not receive their full 3 picks. Please re-randomize the draft order and try again.",
  },
  simulationOutOfDate: { title: "Simulation out of date" },
  draftExecuted: { title: "Draft Executed", description: "Final draft execution completed successfully." },
  usersArchived: { title: "Users Archived", description: "Selected users have been successfully archived." },
  usersArchivedBeforeExecuting: {
    title: "Users Archived",
    description: "A new simulation was made without them. Review it, then execute.",
  },
  archiveFailed: { title: "Error", description: "Failed to archive users. Please try again." },
  userRestored: (username: string) => ({ title: "User Restored", description: `${username} is back in the draft.` }),
  userNotRestored: { title: "Error", description: "Failed to restore user. Please try again." },
  logCopied: (label: string) => ({ title: "Log copied", description: `${label} is on the clipboard.` }),
  logNotCopied: { title: "Copy Failed", description: "Failed to copy the log to the clipboard. Please select it and copy by hand." },

  // January window (product.md §10.11, §10.12).
  deadlineSaved: (season: string, closes: string) => ({
    title: "Deadline saved",
    description: `The ${season} January window now closes ${closes}.`,
  }),
  deadlineNotSaved: { title: "Deadline not saved", description: "Please try again." },
  windowDraftExecuted: { title: "Window draft executed", description: "Replacements and extra picks score from the next gameweek." },
  windowDraftFailed: { title: "Window draft failed", description: "Please try again." },
  candidatesNotSaved: { title: "Save failed", description: "Your candidates couldn't be saved. Please try again." },

  // Picks (product.md §8.5).
  picksSaved: (editMode: boolean, league: string) => ({
    title: editMode ? "Picks Updated" : "Picks Registered",
    description: `Your 15 players for ${league} are saved.`,
  }),
  picksRefused: (editMode: boolean) => ({ title: picksFailedTitle(editMode), description: "Please try again" }),
  picksChangedElsewhere: (editMode: boolean) => ({
    title: picksFailedTitle(editMode),
    description: "Your picks changed elsewhere. Please check them and try again.",
  }),
  picksNotSaved: { title: "Save failed", description: "Your selections couldn't be saved. Please try again." },
  noPicksToClear: { title: "No picks to clear", description: "You haven't selected any players yet." },
  randomPicksChosen: (picks: number, eligible: number) => ({
    title: "Random Picks Generated",
    description: `${plural(picks, "player")} chosen from the ${eligible} who scored 5+ goals last season.`,
  }),
  randomPicksFailed: { title: "Random Picks Failed", description: "Please try again." },
  copySourceRequired: { title: "No league selected", description: "Please choose the league to copy your picks from." },
  selectionsCopiedFrom: (players: number, league: string) => ({
    title: "Selections copied",
    description: sentence(`Copied ${plural(players, "player")} from ${league}`),
  }),
  selectionsCopiedTo: (players: number, leagues: string[]) => ({
    title: "Selections copied",
    description: sentence(`Copied ${plural(players, "player")} to ${leagues.join(", ")}`),
  }),
  selectionsNotCopied: { title: "Failed to copy selections", description: "Please try again." },

  // Data, backups, notifications, the creator panel (product.md §8.1, §8.6).
  ...sameTitle("Error", {
    feedRefreshFailed: "Failed to refresh FPL data",
    backupFailed: "Failed to download backup",
    pushNotTurnedOn: "Failed to turn on push notifications",
    deviceNotRemoved: "Failed to remove the device",
    notificationSettingsNotSaved: "Failed to save notification settings",
    notificationsNotUpdated: "Failed to update notifications",
    remindersNotSent: "Failed to send pick reminder notifications",
    testNotificationFailed: "Failed to create test notification",
  }),
  /** Why this browser gets no push: it cannot, the user blocked it, or its push service did not answer. */
  ...sameTitle("Push not turned on", {
    pushUnsupported: "This browser cannot receive push notifications.",
    pushBlocked: "Notifications are blocked for this site in your browser settings.",
    pushServiceUnreachable: "This browser's push service could not be reached. Try again later.",
  }),
  loggedOut: { title: "Unauthorized", description: "You are logged out. Logging in again..." },
  feedRefreshed: (writes: number) => ({ title: "Success", description: `FPL data refreshed: ${writes} changes stored.` }),
  /** Too soon after the league's last refresh: the server's words say when to try again. */
  feedRefreshTooSoon: (when: string) => ({ title: "Error", description: `Failed to refresh FPL data. ${when}` }),
  backupDownloaded: (fileName: string) => ({ title: "Backup downloaded", description: fileName }),
  pushTurnedOn: { title: "Push turned on", description: "This device will get Treble notifications." },
  /** Why this browser gets no push: it cannot, the user blocked it, or its push service did not answer. */
  remindersSent: (sent: number) => ({ title: "Success", description: `Sent ${plural(sent, "pick reminder")}.` }),
  testNotificationCreated: { title: "Success", description: "Test notification created. Open the bell to see it." },
  playersRefreshStarted: (joined: boolean) => ({
    title: "Players Data Refresh Started",
    description: joined ? "A players refresh was already running: following it..." : "Reading every player from the FPL feed...",
  }),
  /** The description is the run's reason, or the failure's hint, when there is one. */
  playersRefreshFailed: { title: "Players Refresh Failed", description: "The feed refresh did not finish." },
  goalsRefreshed: (writes: number, ms: number) => ({
    title: "Weekly Goals Refresh Completed",
    description: `${plural(writes, "record")} written in ${ms} ms.`,
  }),
  goalsRefreshFailed: { title: "Goals Refresh Failed", description: "The feed refresh did not finish." },
  apiLogsRefreshed: { title: "API Logs Refreshed" },
  listNotRefreshed: { title: "Refresh Failed", description: "The list could not be read. Please try again." },
  tableNotRead: { title: "Failed to fetch table data", description: "The table could not be read." },
  testErrorRaised: { title: "Test Error Raised", description: "It is listed below once the log has it." },
  testErrorNotRaised: { title: "Test Error Not Raised", description: "The server could not be reached." },
  exported: (fileName: string) => ({ title: "Export Complete", description: `${fileName} downloaded.` }),
  exportFailed: { title: "Export Failed", description: "The CSV could not be downloaded." },
  noEmailsFound: { title: "No Emails Found", description: "No league members with e-mail addresses yet." },
  allEmailsCopied: (count: number) => ({
    title: "Emails Copied!",
    description: `${plural(count, "e-mail address", "e-mail addresses")} copied to the clipboard.`,
  }),
  // The live draft (product.md §10.15): a refusal's description is the server's own words.
  liveDraftStarted: { title: "Live draft started", description: "The order is drawn: over to the draft room." },
  liveDraftScheduled: { title: "Live draft scheduled", description: "Members see it on Home and the leaderboard." },
  liveDraftNotSetUp: { title: "The live draft was not set up", description: "Please try again." },
  liveDraftChanged: { title: "Live draft changed", description: "Members see the new start and clock in the draft room." },
  liveDraftNotChanged: { title: "The live draft was not changed", description: "Please try again." },
  livePickRefused: (player: string) => ({ title: `${player} was not picked`, description: "Please try again." }),
  liveAutopickNotSwitched: { title: "Autopick was not switched", description: "Please try again." },
  liveDraftNotPaused: { title: "The draft was not paused", description: "Please try again." },
  liveDraftNotResumed: { title: "The draft was not resumed", description: "Please try again." },
  livePickNotUndone: { title: "The pick was not undone", description: "Please try again." },
  liveDraftNotCancelled: { title: "The draft was not cancelled", description: "Please try again." },
  liveDraftCancelled: { title: "Live draft cancelled", description: "Nothing was kept: the league is still in draft mode." },
  queueNotSaved: { title: "Your list was not saved", description: "Please try again." },
  // The league's chat (issue 39): a refusal's description is the server's own words (the length, the rate limit).
  chatNotSent: { title: "Message not sent", description: "Please try again." },
  chatMutedUntil: (until: string) => ({
    title: "You are muted",
    description: `An admin muted you in this chat: you can post again at ${until}.`,
  }),
  chatNotEdited: { title: "Message not edited", description: "Please try again." },
  chatNotDeleted: { title: "Message not deleted", description: "Please try again." },
  chatNotReacted: { title: "Reaction not saved", description: "Please try again." },
  chatMemberMuted: (username: string, until: string) => ({
    title: `${username} is muted`,
    description: `They can read the chat but not post in it until ${until}.`,
  }),
  chatMemberNotMuted: { title: "Member not muted", description: "Please try again." },
}));

const problem = (title: string, description?: string, line = description ? `${title} - ${description}` : title) => ({
  toast: description ? { title, description } : { title },
  line,
});

/**
 * What a form refuses (product.md §8.2, §8.3, §8.5). The form shows the toast; the API answers the
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
