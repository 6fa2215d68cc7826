import { CalendarClock, Play, Timer } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { LiveDraftView } from "@shared/contract/responses";
import { contract } from "@shared/contract/routes";
import type { PickClockName } from "@shared/live-draft/clock";
import { toasts } from "@shared/messages";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast-store";
import { call } from "@/lib/api-client";
import { failureToast } from "@/lib/api-error";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { CLOCKS, localInput } from "./live-draft-clocks";

type Change = { startsAt?: string; clock?: PickClockName };

/**
 * A scheduled live draft managed before it starts (issue #35): start it now, move its start, or
 * change its clock. Once it starts, its start and clock belong to the room (the server refuses).
 */
export function ScheduledDraftControls({
  leagueId,
  view,
  onChanged,
}: {
  leagueId: string;
  view: LiveDraftView;
  onChanged: (view: LiveDraftView) => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const [startsAt, setStartsAt] = useState(() => localInput(Date.parse(view.startsAt ?? "")));
  const [clock, setClock] = useState<PickClockName>((view.clock?.name as PickClockName | undefined) ?? "60s");
  const [busy, setBusy] = useState<keyof Change | "now" | null>(null);
  const [opened] = useState(() => Date.now());

  const change = async (what: keyof Change | "now", body: Change) => {
    setBusy(what);
    try {
      const changed = await call(contract.draft.changeLiveDraft, { params: { id: leagueId }, body });
      await onChanged(changed);
      const started = changed.status !== "scheduled";
      toast({ ...(started ? toasts.liveDraftStarted : toasts.liveDraftChanged), variant: "success" });
      if (started) navigate("/draft-room");
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast(failureToast(toasts.liveDraftNotChanged, error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4" data-testid="scheduled-draft-controls">
      <Button size="sm" onClick={() => void change("now", { startsAt: "now" })} disabled={busy !== null}>
        <Play aria-hidden /> {busy === "now" ? "Starting…" : "Start it now"}
      </Button>
      <div className="flex flex-wrap items-end gap-2">
        <Input
          type="datetime-local"
          aria-label="New start time"
          className="max-w-xs"
          value={startsAt}
          min={localInput(opened)}
          onChange={(event) => setStartsAt(event.target.value)}
        />
        <Button
          size="sm"
          variant="outline"
          disabled={busy !== null || !startsAt}
          onClick={() => void change("startsAt", { startsAt: new Date(startsAt).toISOString() })}
        >
          <CalendarClock aria-hidden /> {busy === "startsAt" ? "Moving…" : "Move the start"}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-full max-w-xs">
          <NativeSelect label="New pick clock" value={clock} options={CLOCKS} onValueChange={setClock} />
        </div>
        <Button
          size="sm"
          variant="outline"
          disabled={busy !== null || clock === view.clock?.name}
          onClick={() => void change("clock", { clock })}
        >
          <Timer aria-hidden /> {busy === "clock" ? "Changing…" : "Change the clock"}
        </Button>
      </div>
    </div>
  );
}
