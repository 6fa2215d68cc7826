import { Service } from "electrodb";
import { documentClient, tableName } from "./client";
import { League } from "./entities/league";
import { LeagueCode } from "./entities/league-code";
import { Membership } from "./entities/membership";
import { Selection } from "./entities/selection";
import { User } from "./entities/user";

/** Every entity of the single table; collections read several entities in one query. */
export const treble = new Service(
  { user: User, league: League, leagueCode: LeagueCode, membership: Membership, selection: Selection },
  { client: documentClient, table: tableName() },
);
