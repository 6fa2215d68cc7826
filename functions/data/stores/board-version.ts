import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { documentClient, tableName } from "../table/client";
import { League, type LeagueItem } from "../entities/league";
import { newId } from "../table/ids";
import { isConditionFailure } from "../table/condition-failure";

/** A board version no earlier one can equal (see the League entity's `boardVersion`). */
export const freshBoardVersion = () => newId();

/**
 * Marks the league's board changed after a write that changed what it shows but not the league
 * item itself (a member's row, pick count, settled picks). Written after the change, so a reader
 * that sees the new version reads the new data. A league deleted meanwhile has no board to mark.
 */
export async function boardChanged(leagueId: string): Promise<void> {
  try {
    await League.patch({ leagueId }).set({ boardVersion: freshBoardVersion() }).go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Moves the league's standings version (goals for its players moved); answers the league as it
 * was before, or undefined when it is gone. The same version written again changes nothing a
 * reader sees, so a redelivered goals event is harmless.
 */
export async function moveStandings(leagueId: string, standingsVersion: string): Promise<LeagueItem | undefined> {
  try {
    const { data } = await League.patch({ leagueId }).set({ standingsVersion }).go({ response: "all_old" });
    return data as LeagueItem;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * boardChanged for a change to one member's row (joining, leaving, a rename, an archive, a pick
 * count): in the same write the league item names the member and the version this change follows,
 * so a function holding the roster at that version re-reads the member alone (decision 0265, a
 * member's change re-reads that member). The base is the stored version itself, read by the update
 * (`SET base = boardVersion`), so two changes at once chain and neither is skipped.
 */
export async function memberChanged(leagueId: string, userId: string): Promise<void> {
  const version = freshBoardVersion();
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: League.get({ leagueId }).params().Key,
        UpdateExpression: "SET #base = if_not_exists(#version, :none), #patched = :version, #member = :member, #version = :version",
        ConditionExpression: "attribute_exists(pk)",
        ExpressionAttributeNames: {
          "#base": "boardPatchBase",
          "#patched": "boardPatchVersion",
          "#member": "boardPatchMember",
          "#version": "boardVersion",
        },
        // A league with no version yet: a base no held roster has, so it is read whole.
        ExpressionAttributeValues: { ":none": "none", ":version": version, ":member": userId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
