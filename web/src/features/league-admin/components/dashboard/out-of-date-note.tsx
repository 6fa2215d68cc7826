import { AlertTriangle } from "lucide-react";
import type { SimulationChanges } from "@shared/draft/simulation-changes";
import { listOfNames, sentence } from "@shared/text";

/**
 * The simulation no longer matches the league (someone joined, left or saved new picks), said
 * as soon as the dashboard reads it instead of when Execute is refused. A member with no picks
 * is a reason to archive (or wait), never to re-randomise: no order gives them 3 players.
 */
export function OutOfDateNote({ changes }: { changes: SimulationChanges }) {
  const { joined, left, withoutPicks } = changes;
  const nobody = withoutPicks.map((u) => u.username);
  return (
    <div
      role="alert"
      data-testid="simulation-out-of-date"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-4 shrink-0" aria-hidden /> Simulation out of date: the league changed since it ran
      </p>
      <ul className="mt-1 list-inside list-disc space-y-0.5">
        {joined.length > 0 && <li>{sentence(`Joined since: ${listOfNames(joined)}`)}</li>}
        {left.length > 0 && <li>{sentence(`Left the draft since: ${listOfNames(left)}`)}</li>}
        {joined.length === 0 && left.length === 0 && <li>A member saved new picks since.</li>}
      </ul>
      {nobody.length > 0 ? (
        <p className="mt-2">
          {noPicksAdvice(nobody)} Archive {nobody.length === 1 ? "them" : "these members"} with <strong>Archive Users</strong> (or wait for
          their picks), then simulate again.
        </p>
      ) : (
        <p className="mt-2">Executing would be refused: simulate the draft again and review it first.</p>
      )}
    </div>
  );
}

/** Why re-randomising cannot help a member with no picks. */
function noPicksAdvice(names: string[]): string {
  const who = listOfNames(names);
  return names.length === 1
    ? `${who} has no picks, so no draft order can give them 3 players: re-randomizing will not help.`
    : `${who} have no picks, so no draft order can give them 3 players each: re-randomizing will not help.`;
}
