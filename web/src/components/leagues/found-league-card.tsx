import { Trophy } from "lucide-react";
import type { LeagueLookup } from "@shared/types";
import { ModeBadge } from "./mode-badge";

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
    <div role="status" className="flex items-center gap-3 rounded-xl border border-pitch-200 bg-pitch-50 p-4">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-pitch-600 text-white">
        <Trophy className="size-5" aria-hidden />
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">{league.name}</p>
        <p className="text-sm text-slate-600">
          {league.seasonName} Season · <span className="font-mono">{league.code}</span>
        </p>
      </div>
      <ModeBadge isDraftMode={league.isDraftMode} draftLabel={draftLabel} liveLabel={liveLabel} />
    </div>
  );
}
