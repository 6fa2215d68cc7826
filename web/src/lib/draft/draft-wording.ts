/**
 * The spec words the same failures differently on the two screens (§8.4): the dashboard's older
 * messages, the enhanced screen's title/description pairs.
 */
export interface DraftWording {
  simulateFailed: { title: string; description?: string };
  executeFailed: { title: string; description?: string };
}

export const DASHBOARD_WORDING: DraftWording = {
  simulateFailed: { title: "Failed to simulate round robin" },
  executeFailed: { title: "Failed to confirm round robin" },
};

export const ENHANCED_WORDING: DraftWording = {
  simulateFailed: { title: "Simulation Failed", description: "Failed to simulate draft. Please try again." },
  executeFailed: { title: "Execution Failed", description: "Failed to execute draft. Please try again." },
};

export const REDO_FAILED = { title: "Failed to re-do draft" };
