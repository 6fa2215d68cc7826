import { useState } from "react";
import type { UserLeague } from "@shared/types";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/features/auth/lib/unauthorized";
import { toggleSeasonMode } from "@/features/draft/api/toggle-season-mode";
import { useRefreshDraft } from "@/features/draft/hooks/use-refresh-draft";
import { useSelectedLeague } from "@/features/leagues/components/selected-league-provider";
import { errorCodeOf } from "@/lib/api-error";
import { cn } from "@/lib/cn";

const NO_FINAL_DRAFT =
  "This league has no final draft yet, so there are no teams to score. Simulate the draft, review it, then use Execute Draft & Go Live: that takes the league live.";

/** Spec 'Season Mode Control': draft (red) ⇄ live (green) for the selected league. */
export function SeasonModeCard({ league }: { league: UserLeague }) {
  const { refreshLeagues } = useSelectedLeague();
  const refresh = useRefreshDraft(league.id);
  const [switching, setSwitching] = useState(false);
  const [explanation, setExplanation] = useState<string | null>(null);

  const toggle = async () => {
    setSwitching(true);
    setExplanation(null);
    try {
      const { isDraftMode } = await toggleSeasonMode(league.id);
      await Promise.all([refreshLeagues({ ...league, isDraftMode }), refresh()]);
      toast({ title: isDraftMode ? "Back in draft mode" : "League is live", description: isDraftMode ? "Members can change their picks again." : "Picks are locked and goals count.", variant: "success" });
    } catch (error) {
      if (handledAsUnauthorized(error)) return;
      const noDraft = errorCodeOf(error) === "NO_FINAL_DRAFT";
      if (noDraft) setExplanation(NO_FINAL_DRAFT);
      toast({ title: "Failed to toggle season mode", description: noDraft ? "Execute the draft before going live." : undefined, variant: "destructive" });
    } finally {
      setSwitching(false);
    }
  };

  const live = !league.isDraftMode;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Season Mode Control</CardTitle>
        <CardDescription>Draft: members pick and you run the draft. Live: picks are locked and goals count.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex flex-wrap items-center gap-3">
          <span className={cn("text-sm font-semibold", live ? "text-slate-400" : "text-red-700")}>Draft Mode</span>
          <Switch tone="mode" checked={live} disabled={switching} onCheckedChange={toggle} aria-label="Live mode" />
          <span className={cn("text-sm font-semibold", live ? "text-pitch-700" : "text-slate-400")}>Live Mode</span>
          {switching && <span className="text-sm text-slate-500">Switching...</span>}
        </div>
        {explanation && (
          <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {explanation}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
