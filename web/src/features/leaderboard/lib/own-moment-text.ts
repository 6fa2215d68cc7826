import { listOfNames } from "@shared/text";

/** "Goal! Thiago scored for you: you're 1st." / "Taken back: Foden's goal for you: you're joint 1st." */
export function ownMomentText(scored: string[], takenBack: string[], place: string): string {
  const parts: string[] = [];
  if (scored.length) parts.push(`Goal! ${listOfNames(scored)} scored for you`);
  if (takenBack.length) parts.push(`Taken back: ${listOfNames(takenBack.map((name) => `${name}'s goal`))} for you`);
  return `${parts.join(". ")}: you're ${place}.`;
}
