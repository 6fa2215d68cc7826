import { AlertTriangle, CheckCircle2, UserMinus } from "lucide-react";
import type { Simulation } from "@shared/contract/responses";
import { plural } from "@shared/text";
import { OutOfDateNote } from "./out-of-date-note";

/** What the simulation did: how many drafted, with which seed, and who sat out and why; or that the league has moved on since. */
export function SimulationNote({ simulation }: { simulation: Simulation }) {
  const stale = simulation.outOfDate;
  return (
    <div className="space-y-3">
      {stale && <OutOfDateNote changes={stale} />}
      <div className="rounded-xl border border-navy-100 bg-navy-50/60 p-4 text-sm text-navy-900">
        <p className="flex flex-wrap items-center gap-x-2 font-semibold">
          {simulation.ok && !stale && <CheckCircle2 className="size-4 text-pitch-600" aria-hidden />}
          {stale && <AlertTriangle className="size-4 text-amber-600" aria-hidden />}
          Simulation results: {plural(simulation.draftResults.length, "participant")}
          <span className="font-mono text-xs font-normal text-navy-600">seed {simulation.seed}</span>
        </p>
        {simulation.archivedUsers.length > 0 ? (
          <div className="mt-2">
            <p className="flex items-center gap-1.5 text-navy-700">
              <UserMinus className="size-4" aria-hidden /> Archived users (left out of this draft):
            </p>
            <ul className="mt-1 space-y-0.5 pl-6">
              {simulation.archivedUsers.map((u) => (
                <li key={u.username}>
                  <span className="font-medium">{u.username}</span>: {u.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : stale ? (
          <p className="mt-1 text-navy-700">No archived users when it ran.</p>
        ) : (
          <p className="mt-1 text-navy-700">No archived users: everyone active took part.</p>
        )}
      </div>
    </div>
  );
}
