import type { EntityItem } from "electrodb";
import { mainIndex, secondaryIndex, tableEntity } from "../table/table-entity";

/**
 * "League L holds player P this season": one item per season, player and league, with who holds
 * the player there and over which gameweeks (a departed player's holder and the one holding them
 * again later are both listed). What a goal needs to find the leagues it moves, in one query per
 * scorer whatever the number of leagues; the league's own index lists a league's items, so a
 * change of its picks writes only the difference.
 */
export const PlayerLeague = /* @__PURE__ */ tableEntity("playerLeague", {
  attributes: {
    season: { type: "string", required: true },
    playerId: { type: "number", required: true },
    leagueId: { type: "string", required: true },
    holders: {
      type: "list",
      required: true,
      items: {
        type: "map",
        properties: {
          userId: { type: "string", required: true },
          fromGameweek: { type: "number", required: true },
          toGameweek: { type: "number" },
        },
      },
    },
  },
  indexes: {
    byPlayer: mainIndex(["season", "playerId"], ["leagueId"]),
    byLeague: secondaryIndex("gsi2", ["leagueId"], ["season", "playerId"]),
  },
});

export type PlayerLeagueItem = EntityItem<typeof PlayerLeague>;
