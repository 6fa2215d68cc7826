/** What's New (product.md §1 'Changelog'): seven static entries, v2.0 to v2.6, 10 to 14 August 2025. */
export type ChangeType = "major" | "feature" | "security" | "enhancement" | "bug-fix";

export interface ChangelogEntry {
  version: string;
  type: ChangeType;
  /** ISO date (yyyy-MM-dd). */
  date: string;
  title: string;
  features: string[];
}

/** Newest first, as the page shows them. */
export const CHANGELOG: ChangelogEntry[] = [
  {
    version: "v2.6",
    type: "feature",
    date: "2025-08-14",
    title: "Simulated leaderboard for draft debugging",
    features: [
      "Admins see the leaderboard a simulated draft would produce before executing it",
      "Simulated rows carry a SIM tag so nobody mistakes them for real standings",
      "The simulation stays on the dashboard until it is executed or reset",
    ],
  },
  {
    version: "v2.5",
    type: "enhancement",
    date: "2025-08-14",
    title: "Copy picks between draft leagues",
    features: [
      "Copy your ranked 15 to any of your other leagues still in draft mode",
      "Or bring a list over from another league on My Picks",
      "Leagues that are already live are left untouched",
    ],
  },
  {
    version: "v2.4",
    type: "bug-fix",
    date: "2025-08-13",
    title: "Auto-save of temporary picks",
    features: [
      "Every change to your list is saved as you make it, no Save button to forget",
      "Fixed picks being lost when the tab was closed before registering",
      "A slow older save can no longer overwrite a newer one from another tab",
    ],
  },
  {
    version: "v2.3",
    type: "feature",
    date: "2025-08-12",
    title: "Round-robin draft simulation",
    features: [
      "Simulate the three-round snake draft before running it for real",
      "The audit log shows every turn and warns about anyone left short of 3 players",
      "Re-randomize the draft order and simulate again until it is clean",
    ],
  },
  {
    version: "v2.2",
    type: "enhancement",
    date: "2025-08-11",
    title: "Editable league names and invite links",
    features: [
      "League admins can rename their league at any time",
      "Share an invite link: friends land on the join page with the code filled in",
      "Signed-out friends sign in first and come back to the same invitation",
    ],
  },
  {
    version: "v2.1",
    type: "security",
    date: "2025-08-11",
    title: "Activity logging and CSV export",
    features: [
      "Every admin action is logged with who did it and when",
      "Data exports as CSV, with spreadsheet formulas neutralised",
      "Admin and export tools are checked on the server for every request",
    ],
  },
  {
    version: "v2.0",
    type: "major",
    date: "2025-08-10",
    title: "Multi-league Treble",
    features: [
      "Belong to as many private leagues as you like",
      "A universal league selector in the header switches every screen at once",
      "Your last selected league is remembered for next time",
    ],
  },
];
