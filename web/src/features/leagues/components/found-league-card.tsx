import { Trophy } from "lucide-react";
import type { LeagueLookup } from "@shared/types";
import { ModeBadge } from "@/components/ui/mode-badge";

/** The league a typed or linked code points to: name, season and mode. */
export function FoundLeagueCard({
  league,
  draftLabel = "Draft Mode",
  liveLabel = "Live Season",
}: {
  league: LeagueLookup;
  draftLabel?: string;
  liveLabel?: string;
}) {
  return (
    // A long name wraps and, on a phone, pushes the mode badge to a line of its own instead of squeezing the name.
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-xl border border-pitch-200 bg-pitch-50 p-4">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-pitch-600 text-white">
        <Trophy className="size-5" aria-hidden />
      </div>
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-semibold text-slate-900 wrap-anywhere">{league.name}</p>
        <p className="text-sm text-slate-600">
          {league.seasonName} Season · <span className="font-mono">{league.code}</span>
        </p>
      </div>
      <ModeBadge isDraftMode={league.isDraftMode} draftLabel={draftLabel} liveLabel={liveLabel} />
    </div>
  );
}
