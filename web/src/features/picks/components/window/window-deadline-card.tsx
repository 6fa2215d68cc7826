import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { setSeasonDeadline, useSeasonName, useSeasonWindow } from "@/features/picks/lib/window/window";
import { ukDateTime } from "@/features/picks/lib/window/countdown";
import { toasts } from "@shared/messages";
import { failureToast } from "@/lib/api-error";

/** "2026-02-02T23:00" for a datetime-local input: the window's dates are in winter, when UK time is GMT. */
const toInput = (iso: string) => iso.slice(0, 16);

/** Creator panel: the Premier League's winter transfer deadline for a season (product.md §10.11). */
export function WindowDeadlineCard() {
  const currentSeason = useSeasonName();
  const [season, setSeason] = useState<string | undefined>(undefined);
  const seasonName = season ?? currentSeason;
  const { data: window, mutate } = useSeasonWindow(seasonName);
  const [value, setValue] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const shown = value ?? (window ? toInput(window.closesAt) : "");

  const save = async () => {
    if (!seasonName || !shown) return;
    const closesAt = `${shown}:00Z`;
    setSaving(true);
    try {
      await mutate(await setSeasonDeadline(seasonName, closesAt), { revalidate: false });
      setValue(undefined);
      toast(toasts.deadlineSaved(seasonName, ukDateTime(closesAt)));
    } catch (error) {
      toast(failureToast(toasts.deadlineNotSaved, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className="space-y-3 p-4 sm:p-6" data-testid="window-deadline-card">
      <div>
        <h2 className="text-base font-semibold text-slate-900">January window deadline</h2>
        <p className="text-sm text-slate-500">
          Opens 1 January; closes at the Premier League's winter transfer deadline (default 2 February 23:00, or the next weekday).
          {window && ` ${window.isCustom ? "Set" : "Default"}: ${ukDateTime(window.closesAt)}.`}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="text-xs font-semibold text-slate-600">
          Season
          <Input className="mt-1 w-28" value={seasonName ?? ""} onChange={(e) => setSeason(e.target.value)} aria-label="Season" />
        </label>
        <label className="text-xs font-semibold text-slate-600">
          Deadline (UK time)
          <Input
            className="mt-1"
            type="datetime-local"
            value={shown}
            onChange={(e) => setValue(e.target.value)}
            aria-label="Deadline (UK time)"
          />
        </label>
        <Button onClick={save} disabled={saving || !shown}>
          {saving ? "Saving…" : "Save Deadline"}
        </Button>
      </div>
    </Card>
  );
}
