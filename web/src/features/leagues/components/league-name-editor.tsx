import { Pencil } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { UserLeague } from "@shared/types";

// The rename form (and the form library) loads when an admin first taps the pencil.
const LeagueRenameForm = lazy(async () => ({ default: (await import("./league-rename-form")).LeagueRenameForm }));

/**
 * The league title; admins get a pencil that turns it into a rename field. `compact` is the
 * phone leaderboard's bar: dark text on white, at most two lines so the sticky bar stays short; a
 * longer name ends in "…" with the whole name in the title (and in the league menu, a tap away).
 * The full-size title wraps.
 */
export function LeagueNameEditor({ league, compact }: { league: UserLeague; compact?: boolean }) {
  const [editing, setEditing] = useState(false);
  const title = (
    <div className="flex min-w-0 items-center gap-2">
      <h1
        className={
          compact
            ? "line-clamp-2 text-base font-bold text-navy-900 wrap-anywhere"
            : "text-2xl font-extrabold tracking-tight text-white wrap-anywhere sm:text-3xl"
        }
        title={compact ? league.name : undefined}
        data-testid="league-title"
      >
        {league.name}
      </h1>
      {league.isAdmin && (
        <button
          type="button"
          onClick={() => setEditing(true)}
          aria-label="Edit league name"
          className={
            compact
              ? "rounded-md p-1 text-slate-500 transition-colors hover:bg-slate-100 hover:text-navy-900"
              : "rounded-md p-1.5 text-navy-200 transition-colors hover:bg-white/10 hover:text-white"
          }
        >
          <Pencil className="size-4" />
        </button>
      )}
    </div>
  );
  if (!editing) return title;
  return (
    <Suspense fallback={title}>
      <LeagueRenameForm league={league} compact={compact} onDone={() => setEditing(false)} />
    </Suspense>
  );
}
