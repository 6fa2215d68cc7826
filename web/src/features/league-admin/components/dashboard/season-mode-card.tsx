import { useState } from "react";
import type { UserLeague } from "@shared/types";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { toggleSeasonMode } from "@/features/league-admin/lib/draft/toggle-season-mode";
import { useRevalidateLeague } from "@/features/league-admin/lib/draft/use-revalidate-league";
import { errorCodeOf } from "@/lib/api-error";
import { cn } from "@/lib/cn";
import { toasts } from "@shared/messages";
import { useLiveDraftHold } from "@/features/league-admin/lib/draft/live-draft-hold";

const NO_FINAL_DRAFT =
  "This league has no final draft yet, so there are no teams to score. Simulate the draft, review it, then use Execute Draft & Go Live: that takes the league live.";

/**
 * product.md §2 'Season Mode Control': draft (red) ⇄ live (green) for the selected league. Going back to
 * draft mid-season asks first and says what happens to picks and points (product.md §10.6, §10.14).
 */
export function SeasonModeCard({ league, hasFinalDraft }: { league: UserLeague; hasFinalDraft: boolean }) {
  const revalidateLeague = useRevalidateLeague(league.id);
  const [switching, setSwitching] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState(false);

  const toggle = async () => {
    setSwitching(true);
    setRefused(false);
    try {
      const { isDraftMode } = await toggleSeasonMode(league.id);
      setConfirming(false);
      await revalidateLeague();
      toast({ ...toasts.seasonModeChanged(isDraftMode), variant: "success" });
    } catch (error) {
      setConfirming(false);
      if (handledAsUnauthorized(error)) return;
      const noDraft = errorCodeOf(error) === "NO_FINAL_DRAFT";
      setRefused(noDraft);
      toast({ ...(noDraft ? toasts.seasonModeNeedsDraft : toasts.seasonModeNotToggled), variant: "destructive" });
    } finally {
      setSwitching(false);
    }
  };

  const live = !league.isDraftMode;
  // One draft at a time: the live draft's last pick takes the league live, not this switch.
  const held = useLiveDraftHold(league.id);
  // The refusal explains a draft league without a final draft; once either changes it no longer applies.
  const explain = refused && league.isDraftMode && !hasFinalDraft;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Season Mode Control</CardTitle>
        <CardDescription>Draft: members pick and you run the draft. Live: picks are locked and goals count.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex flex-wrap items-center gap-3">
          <span className={cn("text-sm font-semibold", live ? "text-slate-500" : "text-red-700")}>Draft Mode</span>
          <Switch
            tone="mode"
            checked={live}
            disabled={switching || !!held}
            aria-describedby={held ? "mode-held" : undefined}
            onCheckedChange={() => (live ? setConfirming(true) : void toggle())}
            aria-label="Live mode"
          />
          <span className={cn("text-sm font-semibold", live ? "text-pitch-700" : "text-slate-500")}>Live Mode</span>
          {switching && <span className="text-sm text-slate-500">Switching...</span>}
        </div>
        {held && (
          <p id="mode-held" data-testid="mode-held" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {held}
          </p>
        )}
        {explain && (
          <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {NO_FINAL_DRAFT}
          </p>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Switch back to Draft Mode?"
        description="Every member's picks open again, so they can change their 15 players."
        confirmLabel={switching ? "Switching..." : "Switch to Draft Mode"}
        pending={switching}
        destructive
        onConfirm={() => void toggle()}
      >
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-600">
          <li>The final 3-player teams are kept until you execute a new draft.</li>
          <li>Points already scored are never lost: a new draft's players score from the next gameweek.</li>
        </ul>
      </ConfirmDialog>
    </Card>
  );
}
