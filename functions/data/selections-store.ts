import { must } from "../../shared/must";
import { revisionCeiling, serverRevision } from "../../shared/picks";
import { Selection, type SelectionItem } from "./entities/selection";

const isConditionFailure = (error: unknown) => error instanceof Error && /conditional/i.test(error.message);

export async function getSelection(leagueId: string, userId: string): Promise<SelectionItem | undefined> {
  return (await Selection.get({ leagueId, userId }).go()).data ?? undefined;
}

export async function selectionsOfLeague(leagueId: string): Promise<SelectionItem[]> {
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
      .where((attr, { notExists, lt, gt }) => `${notExists(attr.revision)} OR ${lt(attr.revision, revision)} OR ${gt(attr.revision, ceiling)}`)
      .go();
    return { saved: true, item: data };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return { saved: false, item: must(await getSelection(input.leagueId, input.userId), "the newer selection") };
  }
}

export async function deleteSelection(leagueId: string, userId: string): Promise<void> {
  await Selection.delete({ leagueId, userId }).go();
}
