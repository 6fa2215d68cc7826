import type { Player } from "@shared/feed-types";
import { DEPARTED_STATUS } from "@shared/picks";

export type StatusTone = "red" | "amber" | "slate";

/**
 * The feed's availability status as a flag beside the name (a, available, has none). A player
 * who has left the Premier League (`u`) stays listed, marked, and cannot be picked.
 */
const FLAGS: Record<string, { label: string; tone: StatusTone }> = {
  i: { label: "Injured", tone: "red" },
  d: { label: "Doubtful", tone: "amber" },
  s: { label: "Suspended", tone: "red" },
  n: { label: "Unavailable", tone: "slate" },
  [DEPARTED_STATUS]: { label: "Left the league", tone: "slate" },
};

export const statusFlag = (player: Pick<Player, "status">) => FLAGS[player.status] ?? null;

export const isDeparted = (player: Pick<Player, "status">) => player.status === DEPARTED_STATUS;

/** The feed's status code in words ("a" is "Available"); a code we do not know is shown as it is. */
export const statusLabel = (status: string) => (status === "a" ? "Available" : (FLAGS[status]?.label ?? status));
