import {
  DRAFT_ROUNDS,
  FINAL_PICKS_PER_USER,
  LEAGUE_CODE_LENGTH,
  RANDOM_PICKS_MIN_GOALS_LAST_SEASON,
  SELECTIONS_PER_USER,
} from "@shared/constants";

export interface RuleSection {
  id: string;
  title: string;
  rules: string[];
}

export interface Question {
  question: string;
  answer: string;
}

/**
 * The rules as Treble plays them (product.md §1 'Rules shown in the FAQ', product.md §10.4 and §10.5).
 * Numbers come from the shared constants so the page cannot drift from what the app enforces.
 */
export const RULE_SECTIONS: RuleSection[] = [
  {
    id: "joining",
    title: "Joining a league",
    rules: [
      `Every league has a ${LEAGUE_CODE_LENGTH}-character code. Type it on Join League, or open the invite link your league admin shares.`,
      "You can only join while the league is in draft mode. Once it has gone live it takes no new members.",
      "You can be in as many leagues as you like; the league selector in the header switches between them.",
      "Whoever creates a league becomes its admin.",
    ],
  },
  {
    id: "picks",
    title: "Your picks",
    rules: [
      `Rank ${SELECTIONS_PER_USER} Premier League players, your favourite first. Your list is saved with every change.`,
      `Stuck? Random picks fills your list with ${SELECTIONS_PER_USER} players who scored ${RANDOM_PICKS_MIN_GOALS_LAST_SEASON} or more goals last season.`,
      "You can copy your list to your other leagues that are still in draft mode.",
      "You can change your picks until the admin locks them by running the draft and taking the league live.",
    ],
  },
  {
    id: "draft",
    title: "The draft",
    rules: [
      `The admin runs a ${DRAFT_ROUNDS}-round snake draft: round 1 goes in draft order, round 2 in reverse, round 3 in draft order again.`,
      "The draft order is random. It is drawn from a recorded seed, so any draft can be replayed and checked.",
      "On your turn you get the highest player on your list whom nobody else in the league has yet. Players who have left the Premier League are skipped.",
      `Everyone ends with ${FINAL_PICKS_PER_USER} final players. If the order would leave anyone short, the admin re-randomizes it before the draft can run.`,
      "The admin simulates and reviews the draft before executing it, and every run is kept in the draft history.",
    ],
  },
  {
    id: "scoring",
    title: "Scoring",
    rules: [
      `You score one point for every goal your ${FINAL_PICKS_PER_USER} players score, from the official Fantasy Premier League data.`,
      "The leaderboard shows goals for the current gameweek and for the season.",
      "Goals count from the league's scoring start: the gameweek after the league goes live. A league that goes live before the season starts counts the whole season.",
      "Own goals don't count.",
    ],
  },
  {
    id: "january",
    title: "The January window",
    rules: [
      "Everyone gets one extra pick in the January transfer window.",
      "Players who leave the Premier League in January are replaced from your original list, the day after the window closes.",
      "Replacements are made in reverse standing order: the bottom of the table picks first.",
      "A replacement's goals count only from the day after the deadline.",
    ],
  },
];

export const QUESTIONS: Question[] = [
  {
    question: "Two of us ranked the same player first. Who gets him?",
    answer: "Whoever comes first in the draft order for that round. The other person gets the next free player on their list.",
  },
  {
    question: "Can the same player be in two of my leagues?",
    answer: "Yes. Each league runs its own draft, so a player can be picked once per league.",
  },
  {
    question: "Do assists or clean sheets count?",
    answer: "No. Treble counts goals only, and own goals never count.",
  },
  {
    question: "How often are goals updated?",
    answer: "About every 10 minutes, from the official Fantasy Premier League feed. A goal the feed takes back is taken back here too.",
  },
  {
    question: "Why can't I join my friends' league?",
    answer:
      "Either the code is wrong or the league has already gone live. Ask the admin to check the code, or to start a new league in draft mode.",
  },
];
