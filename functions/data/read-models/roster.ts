import { League, type LeagueItem } from "../entities/league";
import { Membership, type MembershipItem } from "../entities/membership";
import { Selection, type SelectionItem } from "../entities/selection";
import { WindowPick, type WindowPickItem } from "../entities/window-pick";

type Item = Record<string, unknown>;

export interface Roster {
  league?: LeagueItem;
  members: MembershipItem[];
  selections: SelectionItem[];
  windowPicks: WindowPickItem[];
}

/**
 * The query of a league's `roster` collection: its partition, sort keys under the collection's
 * prefix. The same key condition ElectroDB's Service builds for `collections.roster`
 * (roster.test.ts pins the two together); read raw, because a Service builds every entity it
 * names, at cold start, in each bundle that reads a roster.
 * The Service's filter on entity markers is left out: parseRoster routes items by the same markers.
 */
export function rosterQuery(leagueId: string) {
  return {
    KeyConditionExpression: "#pk = :pk and begins_with(#sk1, :sk1)",
    ExpressionAttributeNames: { "#pk": "pk", "#sk1": "sk" },
    ExpressionAttributeValues: { ":pk": League.get({ leagueId }).params().Key.pk as string, ":sk1": "$roster" },
  };
}

interface Parser<T> {
  schema: { model: { entity: string; version: string } };
  parse(input: { Items: Item[] }): { data: T[] };
}

/** The items an entity owns (its name and version in ElectroDB's markers), parsed as the Service parses a collection's items. */
function ownedBy<T>(entity: Parser<T>, items: Item[]): T[] {
  const { entity: name, version } = entity.schema.model;
  return entity.parse({ Items: items.filter((item) => item.__edb_e__ === name && item.__edb_v__ === version) }).data;
}

/** A league's roster from its collection's items; the picks chunks there are the board's (board-reads.ts). */
export function parseRoster(items: Item[]): Roster {
  return {
    league: ownedBy<LeagueItem>(League, items)[0],
    members: ownedBy<MembershipItem>(Membership, items),
    selections: ownedBy<SelectionItem>(Selection, items),
    windowPicks: ownedBy<WindowPickItem>(WindowPick, items),
  };
}
