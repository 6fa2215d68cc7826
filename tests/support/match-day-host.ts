/**
 * Match day on a host of its own, as the match-day tests and journeys play it: the replay in GW12
 * with the schedules off (the test ticks the goals job itself, at the minute each tick stands for),
 * so a league executed now scores from GW13, the week the replay's clock plays. Its league is the
 * one they all watch: Ada holds Thiago and Foden, who score in GW13's first kick-off slot (fixtures
 * 122 and 126); Bo holds nobody.
 */
import type { EventBridgeEnvelope, GoalsChangedDetail } from "../../events/catalog";
import { replayControl } from "../../infra/local/fpl-replay/control";
import { scheduledGoalsTick } from "./goals";
import { liveLeague } from "./live-league";
import { startOwnHost } from "./own-host";

export const MATCH_WEEK = 13;

export async function matchDayHost(name: string, options: { buildSpa?: boolean } = {}) {
  const host = await startOwnHost(name, { creatorEmails: `${name}-creator@treble.test`, fplGameweek: 12, schedules: false, ...options });
  const replay = replayControl(host.replayUrl!);
  /** One tick of the schedule, standing for the minute `aheadMs` from now, once what it set going is done. */
  const tick = (aheadMs = 61_000) => scheduledGoalsTick(host.url, aheadMs);
  return {
    host,
    replay,
    tick,
    /** The league: its name given, the rest stamped with the file's name and the time. */
    league: (leagueName: string) =>
      liveLeague(host.url, { stamp: `${name}.${Date.now()}`, leagueName, names: ["Ada", "Bo"], picks: [["Thiago", "Foden"], []] }),
    /**
     * GW13's clock set going (a match takes 90 real minutes, the first kick-off in 5, the test moves
     * the clock on itself) and one tick standing for 11 minutes on, which reads the new week in full.
     */
    kickOff: async () => {
      await replay.clock({ matchMinutes: 90, gapMinutes: 30, startInMinutes: 5, gameweek: MATCH_WEEK });
      return tick(11 * 60_000);
    },
    /** Every GOALS_CHANGED the host's bus has carried, oldest first. */
    goalEvents: async (): Promise<GoalsChangedDetail[]> => {
      const events = (await (await fetch(`${host.url}/_local/events?source=treble.feed`)).json()) as Array<
        EventBridgeEnvelope<GoalsChangedDetail>
      >;
      return events.filter((e) => e["detail-type"] === "GOALS_CHANGED").map((e) => e.detail);
    },
  };
}
