import { Radio } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { LiveDraftView } from "@shared/contract/responses";
import { contract } from "@shared/contract/routes";
import type { PickClockName } from "@shared/live-draft/clock";
import { toasts } from "@shared/messages";
import type { UserLeague } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast-store";
import { call, useCall } from "@/lib/api-client";
import { failureToast } from "@/lib/api-error";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { CLOCKS, localInput } from "./live-draft-clocks";
import { ScheduledDraftControls } from "./scheduled-draft-controls";

const ACTIVE: ReadonlyArray<LiveDraftView["status"]> = ["scheduled", "running", "paused"];

/**
 * A live draft instead of the auto draft above (product.md §10.15): start now or at a set time,
 * with a pick clock; a slow clock may pause overnight. While one is set up, the card leads to the
 * room, where it is run.
 */
export function LiveDraftCard({ league }: { league: UserLeague }) {
  const route = contract.draft.liveDraft;
  const { data: view, mutate } = useCall(route, { params: { id: league.id } }, { revalidateOnMount: true });
  const navigate = useNavigate();
  const [clock, setClock] = useState<PickClockName>("60s");
  const [overnightPause, setOvernightPause] = useState(true);
  const [when, setWhen] = useState<"now" | "later">("now");
  const [opened] = useState(() => Date.now());
  const [startsAt, setStartsAt] = useState(() => localInput(opened + 60 * 60_000));
  const [busy, setBusy] = useState(false);
  const slow = CLOCKS.find((c) => c.value === clock)?.slow ?? false;

  const setUp = async () => {
    setBusy(true);
    try {
      const started = await call(contract.draft.scheduleLiveDraft, {
        params: { id: league.id },
        body: {
          clock,
          ...(slow ? { overnightPause } : {}),
          ...(when === "later" ? { startsAt: new Date(startsAt).toISOString() } : {}),
        },
      });
      await mutate(started, { revalidate: false });
      const scheduled = started.status === "scheduled";
      toast({ ...(scheduled ? toasts.liveDraftScheduled : toasts.liveDraftStarted), variant: "success" });
      if (!scheduled) navigate("/draft-room");
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast(failureToast(toasts.liveDraftNotSetUp, error));
    } finally {
      setBusy(false);
    }
  };

  // A finished draft whose picks are being made final still holds the league: no new set-up meanwhile.
  const active = view && (ACTIVE.includes(view.status) || view.holdsLeague);
  return (
    <Card data-testid="live-draft-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Radio className="size-5 text-pitch-600" aria-hidden /> Live Draft
        </CardTitle>
        <CardDescription>
          Or draft together in the draft room: the order is drawn at the start, every member picks on their turn against a clock, and
          autopick takes from their ranked list when the clock runs out. The last pick executes the draft as above.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {active ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-pitch-50 p-4 text-sm text-pitch-900">
              <p>
                {view.status === "scheduled"
                  ? `A live draft is scheduled for ${new Date(view.startsAt ?? "").toLocaleString()} with ${CLOCKS.find((c) => c.value === view.clock?.name)?.label.toLowerCase() ?? "its clock"}.`
                  : view.status === "paused"
                    ? "The live draft is paused."
                    : view.status === "done"
                      ? "The live draft has finished: its picks are being made final."
                      : "The live draft is running."}
              </p>
              <Button asChild size="sm">
                <Link to="/draft-room">Open the draft room</Link>
              </Button>
            </div>
            {view.status === "scheduled" && (
              <ScheduledDraftControls leagueId={league.id} view={view} onChanged={(changed) => mutate(changed, { revalidate: false })} />
            )}
          </>
        ) : (
          <>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-700">Start</legend>
              <div className="flex flex-wrap gap-4 text-sm">
                <label className="flex items-center gap-2">
                  <input type="radio" name="live-start" checked={when === "now"} onChange={() => setWhen("now")} /> Now
                </label>
                <label className="flex items-center gap-2">
                  <input type="radio" name="live-start" checked={when === "later"} onChange={() => setWhen("later")} /> At a set time
                </label>
              </div>
              {when === "later" && (
                <Input
                  type="datetime-local"
                  aria-label="Start time"
                  className="max-w-xs"
                  value={startsAt}
                  min={localInput(opened)}
                  onChange={(event) => setStartsAt(event.target.value)}
                />
              )}
            </fieldset>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="space-y-1">
                <Label>Pick clock</Label>
                <NativeSelect label="Pick clock" value={clock} options={CLOCKS} onValueChange={setClock} />
              </div>
              {slow && (
                <label className="flex items-center gap-3 self-end pb-2 text-sm text-slate-700">
                  <Switch checked={overnightPause} onCheckedChange={setOvernightPause} aria-label="Pause overnight" />
                  Pause the clock from 23:00 to 08:00 UK time
                </label>
              )}
            </div>
            <Button onClick={() => void setUp()} disabled={busy || (when === "later" && !startsAt)}>
              <Radio aria-hidden />
              {busy ? "Setting up…" : when === "now" ? "Start the live draft now" : "Schedule the live draft"}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
