import { SELECTIONS_PER_USER } from "@shared/constants";

interface Countable {
  isArchived: boolean;
  tempPicksCount: number;
}

export interface ReadinessSummary {
  active: number;
  archived: number;
  ready: number;
  /** Active members below 15 selections: the draft waits for them. */
  incomplete: number;
  /** Share of active members who are ready, 0–100, whole numbers. */
  percent: number;
}

/** The Draft tab's status overview (product.md §2 'Draft tab'): who is in, who is ready. */
export function summariseReadiness(users: readonly Countable[]): ReadinessSummary {
  const active = users.filter((u) => !u.isArchived);
  const ready = active.filter((u) => u.tempPicksCount >= SELECTIONS_PER_USER).length;
  return {
    active: active.length,
    archived: users.length - active.length,
    ready,
    incomplete: active.length - ready,
    percent: active.length === 0 ? 0 : Math.floor((ready / active.length) * 100),
  };
}

export type ProgressTone = "green" | "yellow" | "red";

/** product.md §9 progress colours: 100% green, 50% or more yellow, else red. */
export const progressTone = (percent: number): ProgressTone => (percent >= 100 ? "green" : percent >= 50 ? "yellow" : "red");

export const PROGRESS_BAR_CLASS: Record<ProgressTone, string> = {
  green: "bg-pitch-500",
  yellow: "bg-amber-400",
  red: "bg-red-500",
};

export const PROGRESS_TEXT_CLASS: Record<ProgressTone, string> = {
  green: "text-pitch-700",
  yellow: "text-amber-700",
  red: "text-red-700",
};
