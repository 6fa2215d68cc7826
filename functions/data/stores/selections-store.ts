import { must } from "../../../shared/must";
import { revisionCeiling, serverRevision } from "../../../shared/picks";
import { memberChanged } from "./board-version";
import { Membership, type MembershipItem } from "../entities/membership";
import { Selection, type SelectionItem } from "../entities/selection";
import { isConditionFailure } from "../table/condition-failure";

export async function getSelection(leagueId: string, userId: string): Promise<SelectionItem | undefined> {
  return (await Selection.get({ leagueId, userId }).go()).data ?? undefined;
}

async function selectionsOfLeague(leagueId: string): Promise<SelectionItem[]> {
  return (await Selection.query.byLeague({ leagueId }).go({ pages: "all" })).data;
}

/**
 * Saves the list if `revision` is newer than the stored one, or the stored one is beyond the
 * ceiling (one conditional write, no transaction). Without a revision the server picks one
 * that wins. Answers the stored item either way, and whether this save won.
 */
export async function saveSelection(input: {
  leagueId: string;
  userId: string;
  playerIds: number[];
  revision?: number;
  register?: boolean;
}): Promise<{ saved: boolean; item: SelectionItem }> {
  const now = new Date().toISOString();
  const previous = await getSelection(input.leagueId, input.userId);
  const revision = input.revision ?? serverRevision(previous?.revision, Date.now());
  const ceiling = revisionCeiling(Date.now());
  try {
    const { data } = await Selection.put({
      leagueId: input.leagueId,
      userId: input.userId,
      playerIds: input.playerIds,
      revision,
      updatedAt: now,
      registeredAt: input.register ? now : previous?.registeredAt,
    })
      .where(
        (attr, { notExists, lt, gt }) => `${notExists(attr.revision)} OR ${lt(attr.revision, revision)} OR ${gt(attr.revision, ceiling)}`,
      )
      .go();
    await recordPickCount(data, ceiling);
    await memberChanged(input.leagueId, input.userId);
    return { saved: true, item: data };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return { saved: false, item: must(await getSelection(input.leagueId, input.userId), "the newer selection") };
  }
}

/**
 * Copies a saved selection's size onto the member's item, which is all the board needs of it.
 * Guarded like the selection itself (a newer revision, or a stored one beyond the ceiling), so
 * a late or repeated write cannot put an older count back; a member who left meanwhile is skipped.
 */
async function recordPickCount(
  selection: Pick<SelectionItem, "leagueId" | "userId" | "playerIds" | "revision">,
  ceiling: number,
): Promise<void> {
  const { leagueId, userId, playerIds, revision } = selection;
  try {
    await Membership.patch({ leagueId, userId })
      .set({ pickCount: playerIds.length, pickRevision: revision })
      .where(
        (attr, { notExists, lte, gt }) =>
          `${notExists(attr.pickRevision)} OR ${lte(attr.pickRevision, revision)} OR ${gt(attr.pickRevision, ceiling)}`,
      )
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Legacy members whose counts one board read writes back (one parallel round of conditional writes). */
const BACKFILL_PER_READ = 25;

/**
 * The members with their pick counts. Members stored before counts existed (decision 0085, pick counts on the member) get theirs
 * from the selections, read once more for that call; each such read writes back up to 25 of
 * them, so a legacy league converges over its next reads without a long request.
 */
export async function withPickCounts(leagueId: string, members: MembershipItem[]): Promise<MembershipItem[]> {
  const missing = members.filter((m) => m.pickCount === undefined);
  if (missing.length === 0) return members;
  const selections = new Map((await selectionsOfLeague(leagueId)).map((s) => [s.userId, s]));
  // No selection yet counts as revision 0, so any real save wins over a write-back.
  const selectionOf = (userId: string) => selections.get(userId) ?? { leagueId, userId, playerIds: [], revision: 0 };
  const ceiling = revisionCeiling(Date.now());
  await Promise.all(missing.slice(0, BACKFILL_PER_READ).map((m) => recordPickCount(selectionOf(m.userId), ceiling)));
  return members.map((m) => (m.pickCount === undefined ? { ...m, pickCount: selectionOf(m.userId).playerIds.length } : m));
}
