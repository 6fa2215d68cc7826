import { ByteLru } from "./byte-lru";
import { batchGet, type Key } from "../table/batch-get";
import { assembleRun } from "../stores/draft-store";
import { DraftRun } from "../entities/draft-run";
import { FeedVersion, type FeedVersionItem } from "../entities/feed-version";
import { League, type LeagueItem } from "../entities/league";
import { LeaguePicksPart } from "../entities/league-picks-part";
import { Membership, type MembershipItem } from "../entities/membership";
import { Session, type SessionItem } from "../entities/session";
import { joinLeaguePicks, picksOfRun, storeLeaguePicks, type LeaguePicks } from "../stores/league-picks";
import { withPickCounts } from "../stores/selections-store";
import { liveSession, sessionKey } from "../stores/sessions-store";
import { queryAll } from "../table/query-all";

const sameKey = (a: Key, b: Key) => a.pk === b.pk && a.sk === b.sk;
const leagueKey = (leagueId: string) => League.get({ leagueId }).params().Key as Key;

export interface BoardHead {
  session?: SessionItem;
  league?: LeagueItem;
  /** The feed data's version: whether the function's copy of the season is current. */
  version?: FeedVersionItem;
}

/**
 * A board call's first read, of everything whose key is known before anything is read: the
 * caller's session (from the cookie), the league (from the path) and the feed data's version,
 * in one BatchGetItem.
 */
export async function readBoardHead(sessionId: string | undefined, leagueId: string | undefined): Promise<BoardHead> {
  const keys = {
    session: sessionId ? sessionKey(sessionId) : undefined,
    league: leagueId ? leagueKey(leagueId) : undefined,
    version: FeedVersion.get({}).params().Key as Key,
  };
  const items = await batchGet([keys.version, ...[keys.league, keys.session].filter((key) => key !== undefined)]);
  const find = (key: Key | undefined) => (key ? items.find((item) => sameKey(item, key)) : undefined);
  const [session, league, version] = [find(keys.session), find(keys.league), find(keys.version)];
  return {
    session: liveSession(session ? (Session.parse({ Item: session }).data ?? undefined) : undefined),
    league: league ? (League.parse({ Item: league }).data ?? undefined) : undefined,
    version: version ? (FeedVersion.parse({ Item: version }).data ?? undefined) : undefined,
  };
}

export interface BoardRoster {
  members: MembershipItem[];
  /** Each member's sort key, aligned with `members`: where a joining member goes, as the roster query orders them. */
  memberKeys: string[];
  memberOf: Map<string, MembershipItem>;
  /** Every member's picks with their scoring windows, as the league's current run left them. */
  picks: LeaguePicks;
}

/**
 * The league's members and its current run's picks chunks in one strongly consistent query: its
 * roster collection from the run's chunks to the last member (league items sort `league`,
 * `leaguepicks`, `membership`, then the selections the board never reads).
 */
async function queryRoster(league: LeagueItem) {
  const { leagueId, currentRunId } = league;
  const members = Membership.query.byLeague({ leagueId }).params<{ ExpressionAttributeValues: Record<string, string> }>();
  const memberPrefix = members.ExpressionAttributeValues[":sk1"];
  const from = currentRunId
    ? LeaguePicksPart.query.byLeague({ leagueId, runId: currentRunId }).params<{ ExpressionAttributeValues: Record<string, string> }>()
        .ExpressionAttributeValues[":sk1"]
    : memberPrefix;
  const items = await queryAll({
    KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
    ExpressionAttributeValues: { ":pk": leagueKey(leagueId).pk, ":from": from, ":to": `${memberPrefix}\uffff` },
    // A reader that saw the league's new board version must see the write before it.
    ConsistentRead: true,
  });
  const of = (entity: string) => items.filter((item) => item.__edb_e__ === entity);
  return {
    members: Membership.parse({ Items: of("membership") }).data,
    memberKeys: of("membership").map((item) => String(item.sk)),
    chunks: LeaguePicksPart.parse({ Items: of("leaguePicks") }).data,
  };
}

/**
 * Picks of a league whose run has no chunks beside its members (adopted before picks chunks existed: decision 0086, the board in two reads; or
 * restored from a backup): read from the run once, and copied beside the members for next time.
 */
async function picksFromRun(league: LeagueItem, runId: string): Promise<LeaguePicks> {
  const stored = (await DraftRun.get({ leagueId: league.leagueId, runId }).go()).data ?? undefined;
  const settled = stored?.picksGz !== undefined || (stored?.picksParts ?? 0) > 0;
  const run = await assembleRun(stored, settled ? ["picksGz"] : ["results"]);
  if (!run) return {};
  const picks = picksOfRun(league, run);
  await storeLeaguePicks(league.leagueId, runId, picks);
  return picks;
}

/** Parsed members take several times their stored size in memory: a rough measure for the budget. */
const BYTES_PER_MEMBER = 1500;
const rosters = new ByteLru<{ key: string; value: Promise<BoardRoster> }>(64 * 1024 * 1024);

/**
 * What every board of the league shows of its members and picks, kept in the function's memory
 * per league under the league's board version and run (both on the league item, which the
 * board's first read just fetched): a change to either is read again, so it is never stale.
 */
export async function boardRoster(league: LeagueItem): Promise<BoardRoster> {
  const keyAt = (boardVersion: string | undefined) => JSON.stringify([boardVersion, league.currentRunId, league.scoringStartGameweek]);
  const key = keyAt(league.boardVersion);
  const held = rosters.get(league.leagueId);
  if (held?.key === key) return held.value;
  // One member changed since the held roster (decision 0265): that member is read again, alone.
  const member = league.boardPatchVersion === league.boardVersion ? league.boardPatchMember : undefined;
  const value =
    held && member && held.key === keyAt(league.boardPatchBase)
      ? held.value.then((roster) => withMemberRead(roster, league.leagueId, member))
      : readRoster(league);
  rosters.set(league.leagueId, { key, value }, BYTES_PER_MEMBER);
  value.then(
    (roster) => {
      if (rosters.get(league.leagueId)?.value === value)
        rosters.set(league.leagueId, { key, value }, BYTES_PER_MEMBER * (roster.members.length + 1));
    },
    () => {
      if (rosters.get(league.leagueId)?.value === value) rosters.delete(league.leagueId);
    },
  );
  return value;
}

/** The roster read whole: its members and the current run's picks. */
async function readRoster(league: LeagueItem): Promise<BoardRoster> {
  const { members: stored, memberKeys, chunks } = await queryRoster(league);
  const members = await withPickCounts(league.leagueId, stored);
  const runId = league.currentRunId;
  const picks = runId ? (joinLeaguePicks(chunks, runId) ?? (await picksFromRun(league, runId))) : {};
  return { members, memberKeys, memberOf: new Map(members.map((m) => [m.userId, m])), picks };
}

/**
 * A held roster with one member read again (strongly consistent: the league's new version was
 * written after the member): replaced, added where the roster query would place them, or gone.
 * Every other member keeps its object and the picks theirs, so the board rebuilds that row only.
 */
async function withMemberRead(roster: BoardRoster, leagueId: string, userId: string): Promise<BoardRoster> {
  const found = (await Membership.get({ leagueId, userId }).go({ consistent: true })).data ?? undefined;
  const members = [...roster.members];
  const memberKeys = [...roster.memberKeys];
  const at = members.findIndex((m) => m.userId === userId);
  if (at >= 0) {
    members.splice(at, 1);
    memberKeys.splice(at, 1);
  }
  if (found) {
    const [member] = await withPickCounts(leagueId, [found]);
    const sk = String(Membership.get({ leagueId, userId }).params().Key.sk);
    const place = sortedPlace(memberKeys, sk);
    members.splice(place, 0, member);
    memberKeys.splice(place, 0, sk);
  }
  return { members, memberKeys, memberOf: new Map(members.map((m) => [m.userId, m])), picks: roster.picks };
}

/** Where `key` goes among sorted `keys`, compared as DynamoDB orders sort keys (their UTF-8 bytes). */
function sortedPlace(keys: string[], key: string): number {
  const bytes = Buffer.from(key);
  let [low, high] = [0, keys.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (Buffer.compare(Buffer.from(keys[middle]), bytes) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The simulation an admin reviews on the simulated board, with its results. */
export async function simulationRun(leagueId: string, runId: string) {
  return assembleRun((await DraftRun.get({ leagueId, runId }).go()).data ?? undefined, ["results"]);
}
