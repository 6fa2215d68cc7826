import { AUTO_RUN_DELAY_MS, takesPart, windowState } from "../../shared/window/calendar";
import type { LeagueItem } from "../data/entities/league";
import { getRoster, listAllLeagues } from "../data/stores/leagues-store";
import type { SeasonWindow } from "../../shared/contract/responses";
import { getSeasonWindow } from "../data/stores/window-store";
import { publish } from "../lib/event-bus";
import { sendNotifications } from "../notifications/send";
import { executeWindow, simulateWindow, waitForWindowRun } from "./run";

/** Who the schedule acts as when it runs a window draft the admin has not executed. */
const SCHEDULE = { userId: "schedule", username: "Treble schedule" };
const HOURS_48 = 48 * 3600_000;
/** The job has 300 s in all; one league's run takes about a second. */
const RUN_WAIT_MS = 60_000;

const ukTime = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    timeZone: "Europe/London",
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });

/** Tells every active member of a live league once per season and key; answers how many heard. */
async function tellMembers(league: LeagueItem, key: string, title: string, message: string): Promise<number> {
  const { members } = await getRoster(league.leagueId);
  // Through the channels (bell, e-mail, push) like every other notification.
  const stored = await sendNotifications(
    members
      .filter((m) => !m.isArchived)
      .map((m) => ({
        userId: m.userId,
        notification: {
          type: "league_update" as const,
          title,
          message: `${league.name}: ${message}`,
          actionUrl: "/window",
          leagueId: league.leagueId,
          leagueName: league.name,
        },
        dedupeKey: `${key}#${league.seasonName}#${league.leagueId}`,
      })),
  );
  return stored.length;
}

async function announce(league: LeagueItem, actionType: "WINDOW_OPENED" | "WINDOW_CLOSING", details: string) {
  await publish({
    actionType,
    detail: {
      leagueId: league.leagueId,
      actor: { username: SCHEDULE.username },
      details,
      severity: "info",
      category: "system_action",
      occurredAt: new Date().toISOString(),
    },
  });
}

/**
 * The January window's schedule (events/jobs.ts, hourly): members of live leagues hear when the
 * window opens and 48 hours before it closes (each once per season), and from the day after the
 * close the window draft of every live league whose admin has not executed it runs by itself
 * (product.md §10.12), through the same workflow, simulated then executed.
 */
export async function runWindowCalendar(now = Date.now()) {
  const windows = new Map<string, SeasonWindow>();
  const outcome = { opened: 0, closing: 0, drafted: [] as string[] };
  for (const league of await listAllLeagues()) {
    const window = windows.get(league.seasonName) ?? (await getSeasonWindow(league.seasonName));
    windows.set(league.seasonName, window);
    if (!takesPart(league, window.closesAt)) continue;
    const state = windowState(window, now);
    if (state === "open") {
      if (
        await tellMembers(
          league,
          "window-open",
          "The January window is open",
          `rank up to 5 players for one extra pick before ${ukTime(window.closesAt)}.`,
        )
      ) {
        outcome.opened++;
        await announce(league, "WINDOW_OPENED", "The January window opened");
      }
      if (
        Date.parse(window.closesAt) - now <= HOURS_48 &&
        (await tellMembers(
          league,
          "window-closing",
          "The January window closes in 48 hours",
          `your extra-pick candidates lock at ${ukTime(window.closesAt)}.`,
        ))
      ) {
        outcome.closing++;
        await announce(league, "WINDOW_CLOSING", "48 hours left in the January window");
      }
    }
    if (state === "closed" && !league.windowRunId && now >= Date.parse(window.closesAt) + AUTO_RUN_DELAY_MS) {
      const simulationRunId = await simulateWindow(league, SCHEDULE);
      const simulated = await waitForWindowRun(league.leagueId, simulationRunId, RUN_WAIT_MS);
      if (simulated.state !== "succeeded")
        throw new Error(`window simulation for ${league.leagueId}: ${simulated.state === "failed" ? simulated.error : "running"}`);
      const executionRunId = await executeWindow(league, simulationRunId, SCHEDULE);
      const executed = await waitForWindowRun(league.leagueId, executionRunId, RUN_WAIT_MS);
      if (executed.state !== "succeeded")
        throw new Error(`window execution for ${league.leagueId}: ${executed.state === "failed" ? executed.error : "running"}`);
      outcome.drafted.push(league.leagueId);
    }
  }
  return outcome;
}
