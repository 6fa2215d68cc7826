/**
 * Members of a league written straight through our data layer in batches, each with a pick count
 * of 15 and a 15-player selection: a league of thousands that the API would need a sign-in per
 * member to build. Answers their user ids, in order. Call it once the host is up (and, in a test
 * process, once DYNAMODB_ENDPOINT and TABLE_NAME are set): the data layer binds to the store when
 * first imported. `archived` picks members who are stored archived (left out of the draft, as the
 * smart archival leaves them), so a league of thousands can still go live.
 */
export async function seedMembers(
  leagueId: string,
  count: number,
  selectionOf: (i: number) => number[],
  archived: (i: number) => boolean = () => false,
): Promise<string[]> {
  const [{ Membership }, { Selection }, { putAll }, { newId }] = await Promise.all([
    import("../../functions/data/entities/membership"),
    import("../../functions/data/entities/selection"),
    import("../../functions/data/table/put-all"),
    import("../../functions/data/table/ids"),
  ]);
  const now = new Date().toISOString();
  const userIds = Array.from({ length: count }, (_, i) => `seed-${leagueId}-${i}`);
  await putAll(
    Membership,
    userIds.map((userId, i) => ({
      membershipId: newId(),
      leagueId,
      userId,
      email: `m${i}@seed.test`,
      username: `Member ${i + 1}`,
      isAdmin: false,
      isArchived: archived(i),
      ...(archived(i) ? { archivedAt: now, archivedReason: "Seeded" } : {}),
      joinedAt: now,
      lastActivityAt: now,
      pickCount: 15,
      pickRevision: 1,
    })),
  );
  await putAll(
    Selection,
    userIds.map((userId, i) => ({ leagueId, userId, playerIds: selectionOf(i), revision: 1, updatedAt: now })),
  );
  return userIds;
}

/**
 * Members' ranked January window candidates, written straight through our data layer in
 * batches as saves through the API would leave them (revision 1): one per `userIds` entry.
 */
export async function seedWindowCandidates(
  leagueId: string,
  seasonName: string,
  userIds: string[],
  candidatesOf: (i: number) => number[],
): Promise<void> {
  const [{ WindowPick }, { putAll }] = await Promise.all([
    import("../../functions/data/entities/window-pick"),
    import("../../functions/data/table/put-all"),
  ]);
  const now = new Date().toISOString();
  await putAll(
    WindowPick,
    userIds.map((userId, i) => ({ leagueId, seasonName, userId, playerIds: candidatesOf(i), revision: 1, updatedAt: now })),
  );
}
