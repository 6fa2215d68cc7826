/**
 * What a mail can show beyond its message, stored on the notification as `story`:
 * a draft's three players, or a gameweek's story (your goals, the top scorers, the table's
 * moves, the goal race).
 */
export interface DraftStory {
  kind: "draft";
  players: Array<{ name: string; club?: string }>;
}

export interface WeeklyStory {
  kind: "weekly";
  gameweek: string;
  yourGoals: number;
  topScorers: Array<{ name: string; goals: number }>;
  /** The league table after the gameweek, with how many places each member moved (+ up). */
  table: Array<{ username: string; totalGoals: number; move: number; isYou: boolean }>;
}

export type Story = DraftStory | WeeklyStory;
