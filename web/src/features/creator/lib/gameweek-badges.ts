import type { GameweekView } from "@shared/feed-types";

export interface GameweekBadge {
  label: "Current" | "Upcoming" | "Next" | "Finished";
  variant: "live" | "navy" | "admin" | "neutral";
}

/** product.md §2 'Creator panel' GW tab: Current or Upcoming, then Next and Finished where they apply. */
export function gameweekBadges(gameweek: Pick<GameweekView, "isCurrent" | "isNext" | "isFinished">): GameweekBadge[] {
  const badges: GameweekBadge[] = [];
  if (gameweek.isCurrent) badges.push({ label: "Current", variant: "live" });
  else if (!gameweek.isFinished) badges.push({ label: "Upcoming", variant: "navy" });
  if (gameweek.isNext) badges.push({ label: "Next", variant: "admin" });
  if (gameweek.isFinished) badges.push({ label: "Finished", variant: "neutral" });
  return badges;
}
