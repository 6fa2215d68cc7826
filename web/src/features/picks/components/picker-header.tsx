import { Send, Shuffle } from "lucide-react";
import type { ReactNode } from "react";
import { SELECTIONS_PER_USER } from "@shared/constants";
import type { UserLeague } from "@shared/types";
import { Button } from "@/components/ui/button";

interface PickerHeaderProps {
  league: UserLeague;
  editMode: boolean;
  count: number;
  status: ReactNode;
  copyDialog: ReactNode;
  randomPending: boolean;
  submitPending: boolean;
  onRandom: () => void;
  onSubmit: () => void;
}

/** Title, the n/15 counter with its bar, save state, and the screen's main actions. */
export function PickerHeader(props: PickerHeaderProps) {
  const { league, editMode, count } = props;
  const complete = count === SELECTIONS_PER_USER;
  return (
    <section className="rounded-2xl bg-gradient-to-br from-navy-900 via-navy-800 to-pitch-900 p-5 text-white shadow-lg sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wider text-pitch-300">{league.name}</p>
          <h1 className="mt-1 text-2xl font-extrabold tracking-tight sm:text-3xl">
            {editMode ? "Edit Your Player Picks" : "Pick Your Players"}
          </h1>
          <div className="mt-1">{props.status}</div>
        </div>
        <div className="text-right">
          <p className="text-sm font-semibold" data-testid="selection-counter" aria-live="polite">
            <span className={complete ? "text-pitch-300" : "text-white"}>
              {count}/{SELECTIONS_PER_USER}
            </span>{" "}
            Players Selected
          </p>
          <div className="mt-2 h-1.5 w-44 overflow-hidden rounded-full bg-white/15" aria-hidden>
            <div
              className="h-full rounded-full bg-pitch-400 transition-[width]"
              style={{ width: `${(count / SELECTIONS_PER_USER) * 100}%` }}
            />
          </div>
        </div>
      </div>
      {/* Phones: Random and Submit side by side, the long Copy button on its own row below. */}
      <div className="mt-5 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button variant="outline-on-dark" size="compact" onClick={props.onRandom} disabled={props.randomPending}>
          <Shuffle aria-hidden />
          {props.randomPending ? "Picking..." : "Random Picks"}
        </Button>
        {props.copyDialog}
        <Button className="sm:ml-auto" size="compact" onClick={props.onSubmit} disabled={!complete || props.submitPending}>
          <Send aria-hidden />
          {props.submitPending ? "Saving..." : editMode ? "Save Changes" : "Submit Picks"}
        </Button>
      </div>
    </section>
  );
}
