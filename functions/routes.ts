/**
 * The route table lives in the shared contract (shared/contract/routes.ts) so the SPA can read
 * it too; the server, the CDK stack and the local host import it from here.
 */
export { contract, groups, routes, routesOf, roles, type Group, type RouteDef } from "../shared/contract/routes";
