import { PartyPopper } from "lucide-react";
import { useSelectedLeague } from "@/components/session/selected-league-provider";

/** After Create League: the new code, until another league is selected (product.md §4). */
export function CreatedLeagueBanner() {
  const { createdLeagueCode } = useSelectedLeague();
  if (!createdLeagueCode) return null;
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-pitch-200 bg-pitch-50 p-4 text-pitch-900">
      <PartyPopper className="mt-0.5 size-5 shrink-0 text-pitch-600" aria-hidden />
      <p className="text-sm">
        <span className="font-semibold">League created!</span> Share the code{" "}
        <span className="rounded bg-white px-1.5 py-0.5 font-mono font-bold tracking-widest" data-testid="created-league-code">
          {createdLeagueCode}
        </span>{" "}
        or the invite link so friends can join.
      </p>
    </div>
  );
}
