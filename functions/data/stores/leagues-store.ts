import { generateLeagueCode } from "../../../shared/league-code";
import { deleteChatOf } from "./chat-store";
import { League, type LeagueItem } from "../entities/league";
import { LeagueCode } from "../entities/league-code";
import { Membership, type MembershipItem } from "../entities/membership";
import { Selection } from "../entities/selection";
import { freshBoardVersion, memberChanged } from "./board-version";
import { cryptoRandom, newId } from "../table/ids";
import { deletePartition } from "../table/partition";
import { parseRoster, rosterQuery, type Roster } from "../read-models/roster";
import { queryAll } from "../table/query-all";
import { isConditionFailure } from "../table/condition-failure";
import { indexLeaguePicks } from "./player-index";

export interface NewLeague {
  name: string;
  seasonName: string;
  /** Absent while the feed has filled no season yet: the league then joins the first one. */
  feedSeason?: string;
  creator: { userId: string; email: string; username: string };
}

/**
 * Creates a league and makes its creator the admin. The code is reserved first with a
 * conditional write, retrying on a clash, so codes are unique without a transaction.
 */
export async function createLeague(input: NewLeague): Promise<{ league: LeagueItem; membership: MembershipItem }> {
  const leagueId = newId();
  let code = "";
  for (let attempt = 0; ; attempt++) {
    code = generateLeagueCode(cryptoRandom);
    try {
      await LeagueCode.create({ code, leagueId }).go();
      break;
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= 20) throw error;
    }
  }
  const now = new Date().toISOString();
  const league = (
    await League.create({
      leagueId,
      name: input.name,
      code,
      seasonName: input.seasonName,
      feedSeason: input.feedSeason,
      isDraftMode: true,
      hasFinalDraft: false,
      createdBy: input.creator.userId,
      boardVersion: freshBoardVersion(),
      createdAt: now,
      updatedAt: now,
    }).go()
  ).data;
  const membership = await addMembership(league, input.creator, true);
  if (!membership) throw new Error("creator membership already existed for a brand-new league");
  return { league, membership };
}

/** Adds a member; answers undefined when that user is already in the league. */
export async function addMembership(
  league: Pick<LeagueItem, "leagueId">,
  user: { userId: string; email: string; username: string },
  isAdmin = false,
): Promise<MembershipItem | undefined> {
  const now = new Date().toISOString();
  let membership: MembershipItem;
  try {
    membership = (
      await Membership.create({
        membershipId: newId(),
        leagueId: league.leagueId,
        userId: user.userId,
        username: user.username,
        email: user.email,
        isAdmin,
        isArchived: false,
        joinedAt: now,
        lastActivityAt: now,
        pickCount: 0,
      }).go()
    ).data;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
  await memberChanged(league.leagueId, membership.userId);
  return membership;
}

export async function getLeague(leagueId: string): Promise<LeagueItem | undefined> {
  return (await League.get({ leagueId }).go()).data ?? undefined;
}

export async function findLeagueByCode(code: string): Promise<LeagueItem | undefined> {
  const reservation = (await LeagueCode.get({ code }).go()).data;
  return reservation ? getLeague(reservation.leagueId) : undefined;
}

/** The league, its members, their selections and window picks in one query (they share a partition). */
export async function getRoster(leagueId: string): Promise<Roster> {
  return parseRoster(await queryAll(rosterQuery(leagueId)));
}

export async function getMembership(leagueId: string, userId: string): Promise<MembershipItem | undefined> {
  return (await Membership.get({ leagueId, userId }).go()).data ?? undefined;
}

export async function getMembershipById(membershipId: string): Promise<MembershipItem | undefined> {
  return (await Membership.query.byId({ membershipId }).go()).data[0];
}

export async function listMembershipsOfUser(userId: string): Promise<MembershipItem[]> {
  return (await Membership.query.byUser({ userId }).go({ pages: "all" })).data;
}

export async function getLeagues(leagueIds: string[]): Promise<LeagueItem[]> {
  if (leagueIds.length === 0) return [];
  const { data } = await League.get(leagueIds.map((leagueId) => ({ leagueId }))).go();
  return data;
}

export async function renameLeague(leagueId: string, name: string): Promise<LeagueItem> {
  const { data } = await League.patch({ leagueId }).set({ name, updatedAt: new Date().toISOString() }).go({ response: "all_new" });
  return data as LeagueItem;
}

export async function setDraftMode(leagueId: string, isDraftMode: boolean): Promise<LeagueItem> {
  const { data } = await League.patch({ leagueId }).set({ isDraftMode, updatedAt: new Date().toISOString() }).go({ response: "all_new" });
  return data as LeagueItem;
}

export async function updateMemberUsername(leagueId: string, userId: string, username: string): Promise<void> {
  await Membership.patch({ leagueId, userId }).set({ username }).go();
  await memberChanged(leagueId, userId);
}

/** A member leaving takes their selections with them. */
export async function removeMembership(leagueId: string, userId: string): Promise<void> {
  await Membership.delete({ leagueId, userId }).go();
  await Selection.delete({ leagueId, userId }).go();
  await memberChanged(leagueId, userId);
}

/** Removes the league, everything stored under it, and its code reservation. */
export async function deleteLeague(league: LeagueItem): Promise<void> {
  // The chat's history has a partition of its own and its read markers are in the members' partitions.
  const members = await Membership.query.byLeague({ leagueId: league.leagueId }).go({ pages: "all", attributes: ["userId"] });
  await deleteChatOf(
    league.leagueId,
    members.data.map((m) => m.userId),
  );
  const pk = League.get({ leagueId: league.leagueId }).params().Key.pk as string;
  await deletePartition(pk);
  // Its items in the players' index live under the players' keys, not the league's partition.
  await indexLeaguePicks(league.leagueId, undefined, {});
  await LeagueCode.delete({ code: league.code }).go();
}

export async function setArchived(leagueId: string, userId: string, archived: { reason: string } | false): Promise<void> {
  const update = Membership.patch({ leagueId, userId });
  await (
    archived
      ? update.set({ isArchived: true, archivedAt: new Date().toISOString(), archivedReason: archived.reason })
      : update.set({ isArchived: false }).remove(["archivedAt", "archivedReason"])
  ).go();
  await memberChanged(leagueId, userId);
}

/** Last activity feeds the archival advice (7+ days inactive). */
export async function touchMembership(leagueId: string, userId: string): Promise<void> {
  await Membership.patch({ leagueId, userId }).set({ lastActivityAt: new Date().toISOString() }).go();
}

export async function listAllLeagues(): Promise<LeagueItem[]> {
  return (await League.query.all({}).go({ pages: "all" })).data;
}

/** A departing creator's league passes to `heir`, who becomes an admin first so the league is never without one. */
export async function handOverLeague(leagueId: string, heirUserId: string): Promise<void> {
  await Membership.patch({ leagueId, userId: heirUserId }).set({ isAdmin: true }).go();
  await League.patch({ leagueId }).set({ createdBy: heirUserId, boardVersion: freshBoardVersion() }).go();
}
