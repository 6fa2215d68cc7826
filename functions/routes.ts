/**
 * The route table lives in the shared contract (shared/contract/routes.ts) so the SPA can read
 * it too; the server, the CDK stack and the local host import it from here.
 */
export { contract, groups, routes, routesOf, roles, type Group, type RouteDef } from "../shared/contract/routes";
/** Each group's own routes: a handler names only its group, so its bundle keeps no other's. */
export {
  groupRoutes,
  activityRoutes,
  authRoutes,
  chatRoutes,
  backupRoutes,
  creatorRoutes,
  draftRoutes,
  windowRoutes,
  feedRoutes,
  leaderboardRoutes,
  leaguesRoutes,
  membersRoutes,
  notificationsRoutes,
  picksRoutes,
} from "../shared/contract/routes";
