import { resolveInputs } from "../inputs";
import { routes, type Inputs, type RouteDef } from "../routes";
import { authRequests } from "./auth";
import { leaguesRequests } from "./leagues";
import { activityRequests } from "./activity";
import { picksRequests } from "./picks";
import { draftRequests } from "./draft";
import { windowRequests } from "./window";
import { leaderboardRequests } from "./leaderboard";
import { notificationsRequests } from "./notifications";
import { membersRequests } from "./members";
import { backupRequests } from "./backup";
import { creatorRequests } from "./creator";
import { feedRequests } from "./feed";
import { chatRequests } from "./chat";

/**
 * Every group's request half, for the tests that walk the whole contract and for the types of
 * `contract` (type only there). A function imports its own group's file, never this one.
 */
export const requests = {
  auth: authRequests,
  leagues: leaguesRequests,
  activity: activityRequests,
  picks: picksRequests,
  draft: draftRequests,
  window: windowRequests,
  leaderboard: leaderboardRequests,
  notifications: notificationsRequests,
  members: membersRequests,
  backup: backupRequests,
  creator: creatorRequests,
  feed: feedRequests,
  chat: chatRequests,
};

/** A route with the schemas it is checked with: its request half, defaults filled in (resolveInputs). */
export type CheckedRoute = RouteDef & ReturnType<typeof resolveInputs>;
/** Every route joined with its request half, as the server checks it. */
export const checkedRoutes: readonly CheckedRoute[] = routes.map((r) => ({
  ...r,
  ...resolveInputs(r.method, (requests[r.group] as Record<string, Inputs>)[r.name]),
}));
