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
  leagueNameRequired: "League name required - Please enter a name for your league.",
  leagueCodeRequired: "League code required - Please enter a 6-character league code.",
  usernameEmpty: "Username cannot be empty",
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
} as const;
