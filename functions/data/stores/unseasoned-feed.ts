import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { seasonDate } from "../../../shared/season-detection";
import { seasonLabelFor } from "../../../shared/season-label";
import { config } from "../../config";
import { documentClient, tableName } from "../table/client";
import { FplPlayer } from "../entities/fpl-player";
import { FplTeam } from "../entities/fpl-team";
import { Gameweek } from "../entities/gameweek";
import { GameweekGoals } from "../entities/gameweek-goals";
import { deleteKeys } from "../table/batch-write";
import { putAll } from "../table/put-all";
import { listFeedSeasons, recordFeedSeason } from "../read-models/season";

type Raw = Record<string, unknown>;

/** The partitions the feed data lived in before keys carried the season (product.md §10.13). */
const LEGACY = {
  players: { index: undefined, field: "pk", value: "fpl#players" },
  teams: { index: undefined, field: "pk", value: "fpl#teams" },
  gameweeks: { index: undefined, field: "pk", value: "fpl#gameweeks" },
  goals: { index: "gsi2", field: "gsi2pk", value: "fpl#goals" },
} as const;

async function readLegacy({ index, field, value }: (typeof LEGACY)[keyof typeof LEGACY]): Promise<Raw[]> {
  const items: Raw[] = [];
  let startKey: Raw | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: "#k = :v",
        ExpressionAttributeNames: { "#k": field },
        ExpressionAttributeValues: { ":v": value },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((page.Items ?? []) as Raw[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** The record's own fields, without the keys and ElectroDB's markers. */
function fieldsOf(item: Raw): Raw {
  return Object.fromEntries(Object.entries(item).filter(([k]) => !/^(pk|sk|gsi\d+pk|gsi\d+sk|__edb_\w+__)$/.test(k)));
}

const deleteRaw = (items: Raw[]) => deleteKeys(items.map((item) => ({ pk: item.pk, sk: item.sk })));

/**
 * A one-off move of a store written before seasons: its players, clubs, gameweeks and goals
 * go under the keys of the season their first deadline belongs to, and the old keys are
 * removed. Runs in every feed refresh (with the feed's shift of its dates) and at local start; on a migrated store it costs
 * four empty queries. Copies are written before anything is deleted, so a move cut short is
 * simply finished by the next run.
 */
export async function moveUnseasonedFeed(shiftMs = 0): Promise<{ season: string; moved: number } | undefined> {
  const [players, teams, gameweeks, goals] = await Promise.all([
    readLegacy(LEGACY.players),
    readLegacy(LEGACY.teams),
    readLegacy(LEGACY.gameweeks),
    readLegacy(LEGACY.goals),
  ]);
  const moved = players.length + teams.length + gameweeks.length + goals.length;
  if (moved === 0) return undefined;
  const first = [...gameweeks].sort((a, b) => Number(a.gameweekId) - Number(b.gameweekId)).find((g) => typeof g.deadlineTime === "string");
  // On the season's own calendar when the feed's shift is known (the replay's; a refresh passes it).
  const firstDeadline = seasonDate(first?.deadlineTime as string | undefined, shiftMs);
  const season = firstDeadline ? seasonLabelFor(firstDeadline) : config.seasonLabelFallback;
  const withSeason = (items: Raw[]) => items.map((item) => ({ ...fieldsOf(item), season })) as never[];
  await putAll(FplPlayer, withSeason(players));
  await putAll(FplTeam, withSeason(teams));
  await putAll(Gameweek, withSeason(gameweeks));
  await putAll(GameweekGoals, withSeason(goals));
  if (!(await listFeedSeasons()).some((s) => s.season === season)) await recordFeedSeason(season, firstDeadline);
  await deleteRaw([...players, ...teams, ...gameweeks, ...goals]);
  return { season, moved };
}
