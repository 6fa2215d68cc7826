import {
  LIVE_DRAFT_STARTING_SOON,
  type EventBridgeEnvelope,
  type LiveDraftChangedDetail,
  type LiveDraftStartingSoonDetail,
} from "../../events/catalog";
import { formatClock, PICK_CLOCKS, type PickClockName } from "../../shared/live-draft/clock";
import { currentTurn } from "../../shared/live-draft/turns";
import { roomConnections } from "../data/stores/connections-store";
import { getRoster } from "../data/stores/leagues-store";
import { getLiveDraft } from "../data/stores/live-draft-store";
import { sendNotifications, type Outgoing } from "./send";

/** A slow draft's turn lasts an hour or more: worth a mail. A fast one is over before a mail is read. */
const isSlow = (clockName: string) => (PICK_CLOCKS[clockName as PickClockName] ?? 0) >= PICK_CLOCKS["1h"];

const ukTime = (at: number | string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", weekday: "short", hour: "2-digit", minute: "2-digit" }).format(
    new Date(at),
  );

const seconds = (ms: number) => (ms >= 120_000 ? `${Math.round(ms / 60_000)} minutes` : `${Math.round(ms / 1000)} seconds`);

/**
 * EventBridge target (events/rules.ts). "The draft starts in 1 hour" to each member who takes
 * part, "it is your turn" to the member whose turn just started, and "Alex took back your pick"
 * or "Alex picked … for you" to the member an admin's undo or pick-for touched; push and bell, mail only for
 * slow drafts, each under the member's preferences (deliver.ts). Each is keyed by the draft (and
 * the turn), so a repeated event, a retried clock step or a turn touched again (paused, resumed)
 * tells nobody twice.
 */
export async function handler(event: EventBridgeEnvelope<LiveDraftChangedDetail | LiveDraftStartingSoonDetail>): Promise<number> {
  const outgoing =
    event["detail-type"] === LIVE_DRAFT_STARTING_SOON
      ? await startingSoon(event.detail as LiveDraftStartingSoonDetail)
      : [...(await yourTurn(event.detail as LiveDraftChangedDetail)), ...(await touched(event.detail as LiveDraftChangedDetail))];
  return (await sendNotifications(outgoing)).length;
}

async function startingSoon(detail: LiveDraftStartingSoonDetail): Promise<Outgoing[]> {
  const [{ league, members }, draft] = await Promise.all([getRoster(detail.leagueId), getLiveDraft(detail.leagueId)]);
  // Cancelled or replaced in the meantime: nothing starts.
  if (!league || draft?.draftId !== detail.draftId || draft.status !== "scheduled") return [];
  const slow = isSlow(detail.clockName);
  return members
    .filter((m) => !m.isArchived)
    .map((member) => ({
      userId: member.userId,
      notification: {
        type: "draft_starting",
        title: "The live draft starts in 1 hour",
        message: `${league.name}: the live draft starts at ${ukTime(detail.startsAt)} (UK time). Your ranked 15 are your autopick queue: put them in order now.`,
        actionUrl: "/draft-room",
        leagueId: league.leagueId,
        leagueName: league.name,
        ...(slow ? {} : { withheld: ["email" as const] }),
      },
      dedupeKey: `live-soon#${detail.draftId}`,
    }));
}

async function yourTurn(detail: LiveDraftChangedDetail): Promise<Outgoing[]> {
  const turn = detail.turn;
  if (detail.status !== "running" || !turn?.userId) return [];
  const [{ league }, draft] = await Promise.all([getRoster(detail.leagueId), getLiveDraft(detail.leagueId)]);
  const state = draft?.record?.state;
  // A late event for a turn already over (a fast pick, the clock) tells nobody it is their turn.
  if (!league || !state || draft.draftId !== detail.draftId || state.status !== "running" || currentTurn(state)?.overall !== turn.overall)
    return [];
  const slow = isSlow(detail.clockName);
  // A member watching the room of a fast draft sees their turn there at once: a push on top is noise.
  // A slow draft's turn lasts hours, so a connection now says nothing about then: they get it.
  const watching = !slow && (await roomConnections(detail.leagueId)).some((c) => c.userId === turn.userId);
  const withheld = [...(slow ? [] : ["email" as const]), ...(watching ? ["push" as const] : [])];
  const left =
    state.deadline === undefined
      ? "Pick"
      : slow
        ? `Pick by ${ukTime(state.deadline)} (UK time)`
        : `You have ${seconds(state.deadline - Date.now())} to pick`;
  return [
    {
      userId: turn.userId,
      notification: {
        type: "your_turn",
        title: "It is your turn to pick",
        message: `${league.name}: pick ${turn.overall} is yours. ${left}, or autopick takes the top free player of your list.`,
        actionUrl: "/draft-room",
        leagueId: league.leagueId,
        leagueName: league.name,
        ...(withheld.length ? { withheld } : {}),
      },
      dedupeKey: `live-turn#${detail.draftId}#${turn.overall}`,
    },
  ];
}

/**
 * An admin took back a member's pick (the turn is theirs again, with a fresh clock) or picked for
 * them: they hear it at once, by the admin's name, as a `your_turn` notification (it is their pick).
 * Unlike a turn, the push is sent though they watch the room: the room may be scrolled away from
 * the clock, and the pick changed without them (decision 0275).
 */
async function touched(detail: LiveDraftChangedDetail): Promise<Outgoing[]> {
  const moment = detail.moment;
  if (!moment?.userId) return [];
  const { league } = await getRoster(detail.leagueId);
  if (!league) return [];
  const title =
    moment.kind === "undo"
      ? `${moment.by} took back your pick of ${moment.playerName}: you are on the clock, ${formatClock(moment.leftMs ?? 0)} left`
      : `${moment.by} picked ${moment.playerName} for you`;
  const message =
    moment.kind === "undo"
      ? `${league.name}: pick ${moment.overall} is yours again. Pick now, or autopick takes the top free player of your list.`
      : `${league.name}: ${moment.playerName} is your pick ${moment.overall}.`;
  return [
    {
      userId: moment.userId,
      notification: {
        type: "your_turn",
        title,
        message,
        actionUrl: "/draft-room",
        leagueId: league.leagueId,
        leagueName: league.name,
        ...(isSlow(detail.clockName) ? {} : { withheld: ["email" as const] }),
      },
      // One per change: the version the undo or pick-for made.
      dedupeKey: `live-${moment.kind}#${detail.draftId}#${detail.version}`,
    },
  ];
}
