import { plural } from "@shared/text";
export type ViewMode = "desktop" | "mobile";

/** Phones start in the mobile cards; anyone can switch (product.md §2: a Desktop/Mobile view toggle). */
export const initialViewMode = (width: number): ViewMode => (width < 768 ? "mobile" : "desktop");

/**
 * The mobile state card (product.md §4): executing wins, then a live league with a final draft is
 * done, anything else is still pending (with how many members the draft waits for).
 */
export function draftStateOf(input: { executing: boolean; isDraftMode: boolean; hasFinalDraft: boolean; incomplete: number }) {
  if (input.executing)
    return { state: "executing" as const, title: "Draft Executing...", text: "Running the draft and taking the league live." };
  if (!input.isDraftMode && input.hasFinalDraft)
    return { state: "completed" as const, title: "Draft Completed", text: "League is now live with final picks" };
  return {
    state: "pending" as const,
    title: "Draft Pending",
    text: input.incomplete > 0 ? `Waiting for ${plural(input.incomplete, "more user", "more users")}` : "Ready to execute when you are",
  };
}
