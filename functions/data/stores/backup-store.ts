import { must } from "../../../shared/must";
import { Activity } from "../entities/activity";
import { ChatMember } from "../entities/chat-member";
import { ChatMessage } from "../entities/chat-message";
import { ChatReadMarker } from "../entities/chat-read-marker";
import { getRun, listRuns, restoreRuns } from "./draft-store";
import { picksOfRun } from "./league-picks";
import { Invitation } from "../entities/invitation";
import { LeagueSeason } from "../entities/league-season";
import { League } from "../entities/league";
import { LeagueCode } from "../entities/league-code";
import { Membership } from "../entities/membership";
import { Selection } from "../entities/selection";
import { User } from "../entities/user";
import { WindowPick } from "../entities/window-pick";
import { getRoster } from "./leagues-store";
import { boardChanged, freshBoardVersion } from "./board-version";
import { putAll } from "../table/put-all";
import { indexPicksOfLeague } from "./player-index";

/**
 * A league's complete footprint as entity records (not raw table keys), so a backup restores
 * through the same data layer into any store, and survives a change of key design.
 */
export async function exportLeague(leagueId: string) {
  const { league, members, selections, windowPicks } = await getRoster(leagueId);
  const [runs, invitations, activity, users, seasons, chatMessages, chatMembers, chatReadMarkers] = await Promise.all([
    // Whole runs, chunked fields joined, so a backup reads the same whatever the store chunked.
    listRuns(leagueId, { withInputs: true }),
    Invitation.query.byLeague({ leagueId }).go({ pages: "all" }),
    Activity.query.byLeague({ leagueId }).go({ pages: "all" }),
    members.length ? User.get(members.map((m) => ({ userId: m.userId }))).go() : Promise.resolve({ data: [] }),
    LeagueSeason.query.byLeague({ leagueId }).go({ pages: "all" }),
    ChatMessage.query.byLeague({ leagueId, stream: "chat" }).go({ pages: "all" }),
    ChatMember.query.byLeague({ leagueId }).go({ pages: "all" }),
    members.length ? ChatReadMarker.get(members.map((m) => ({ userId: m.userId, leagueId }))).go() : Promise.resolve({ data: [] }),
  ]);
  return {
    league: must(league, "the league"),
    members,
    selections,
    windowPicks,
    draftRuns: runs,
    invitations: invitations.data,
    activity: activity.data,
    users: users.data,
    /** The seasons it finished (product.md §10.13): their final tables; their runs are in `draftRuns`. */
    leagueSeasons: seasons.data,
    /** The chat (issue 39): its whole history, the members' mutes and rate windows, and their read markers. */
    chatMessages: chatMessages.data,
    chatMembers: chatMembers.data,
    chatReadMarkers: chatReadMarkers.data,
  };
}

type FullExport = Awaited<ReturnType<typeof exportLeague>>;
/** Backups made before the January window have no candidates; before seasons, no finished seasons; before the chat, no chat. */
type Later = "windowPicks" | "leagueSeasons" | "chatMessages" | "chatMembers" | "chatReadMarkers";
export type LeagueExport = Omit<FullExport, Later> & Partial<Pick<FullExport, Later>>;

/**
 * Rebuilds a league from its export. Refuses when the league or its code already exists here
 * (a restore never overwrites live data); users who already exist keep their own profile.
 */
export async function importLeague(data: LeagueExport): Promise<void> {
  if ((await League.get({ leagueId: data.league.leagueId }).go()).data)
    throw new Error(`league ${data.league.leagueId} already exists in this store`);
  await LeagueCode.create({ code: data.league.code, leagueId: data.league.leagueId }).go();
  for (const user of data.users) {
    if (!(await User.get({ userId: user.userId }).go()).data) await User.put(user).go();
  }
  // A new board version: a board cached before the league was deleted must not answer for the restored one.
  await League.put({ ...data.league, boardVersion: freshBoardVersion() }).go();
  await putAll(Membership, data.members);
  await putAll(Selection, data.selections);
  await putAll(WindowPick, data.windowPicks ?? []);
  await restoreRuns(data.draftRuns);
  await putAll(Invitation, data.invitations);
  await putAll(Activity, data.activity);
  await putAll(LeagueSeason, data.leagueSeasons ?? []);
  await putAll(ChatMessage, data.chatMessages ?? []);
  await putAll(ChatMember, data.chatMembers ?? []);
  await putAll(ChatReadMarker, data.chatReadMarkers ?? []);
  // A board read while the members and runs were arriving was cached under the version above.
  await boardChanged(data.league.leagueId);
  const runId = data.league.currentRunId;
  if (runId)
    await indexPicksOfLeague(data.league, picksOfRun(data.league, await getRun(data.league.leagueId, runId, ["picksGz", "results"])));
}
