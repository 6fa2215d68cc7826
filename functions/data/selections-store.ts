import { Selection, type SelectionItem } from "./entities/selection";

const isConditionFailure = (error: unknown) => error instanceof Error && /conditional/i.test(error.message);

export async function getSelection(leagueId: string, userId: string): Promise<SelectionItem | undefined> {
  return (await Selection.get({ leagueId, userId }).go()).data ?? undefined;
}

export async function selectionsOfLeague(leagueId: string): Promise<SelectionItem[]> {
  return (await Selection.query.byLeague({ leagueId }).go({ pages: "all" })).data;
}

/**
 * Saves the list if `revision` is newer than the stored one (one conditional write, no
 * transaction). Answers the stored item either way, and whether this save won.
 */
export async function saveSelection(input: {
  leagueId: string;
  userId: string;
  playerIds: number[];
  revision: number;
  register?: boolean;
}): Promise<{ saved: boolean; item: SelectionItem }> {
  const now = new Date().toISOString();
  const previous = await getSelection(input.leagueId, input.userId);
  try {
    const { data } = await Selection.put({
      leagueId: input.leagueId,
      userId: input.userId,
      playerIds: input.playerIds,
      revision: input.revision,
      updatedAt: now,
      registeredAt: input.register ? now : previous?.registeredAt,
    })
      .where(({ revision }, { notExists, lt }) => `${notExists(revision)} OR ${lt(revision, input.revision)}`)
      .go();
    return { saved: true, item: data };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return { saved: false, item: (await getSelection(input.leagueId, input.userId))! };
  }
}

export async function deleteSelection(leagueId: string, userId: string): Promise<void> {
  await Selection.delete({ leagueId, userId }).go();
}
