import type { GoalStory } from "../../shared/goal-alerts";

/**
 * What a mail can show beyond its message, stored on the notification as `story`:
 * a draft's three players, or a gameweek's story (the league's top scorers, the table's moves,
 * the goal race), or a goal alert's parts (for the quiet-hours summary); the member's own goals
 * are in the message.
 */
export interface DraftStory {
  kind: "draft";
  players: Array<{ name: string; club?: string }>;
}

export interface WeeklyStory {
  kind: "weekly";
  gameweek: string;
  topScorers: Array<{ name: string; goals: number }>;
  /** The league table after the gameweek, with how many places each member moved (+ up). */
  table: Array<{ username: string; totalGoals: number; move: number; isYou: boolean }>;
  /** After the season's last gameweek: who won it ("Ana wins the 2025/26 season with 42 goals!"). */
  crown?: string;
}

export type Story = DraftStory | WeeklyStory | GoalStory;
