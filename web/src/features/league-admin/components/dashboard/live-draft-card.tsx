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

/** The clocks of product.md §10.15: four for a draft in one sitting, three slow ones over days. */
const CLOCKS: ReadonlyArray<{ value: PickClockName; label: string; slow?: true }> = [
  { value: "30s", label: "30 seconds a pick" },
  { value: "60s", label: "60 seconds a pick" },
  { value: "90s", label: "90 seconds a pick" },
  { value: "2m", label: "2 minutes a pick" },
  { value: "1h", label: "Slow: 1 hour a pick", slow: true },
  { value: "8h", label: "Slow: 8 hours a pick", slow: true },
  { value: "24h", label: "Slow: 24 hours a pick", slow: true },
];

const ACTIVE: ReadonlyArray<LiveDraftView["status"]> = ["scheduled", "running", "paused"];

/** `<input type="datetime-local">`'s value for a moment, in the admin's own time zone. */
const localInput = (t: number) => {
  const d = new Date(t - new Date(t).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

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

  const active = view && ACTIVE.includes(view.status);
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
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-pitch-50 p-4 text-sm text-pitch-900">
            <p>
              {view.status === "scheduled"
                ? `A live draft is scheduled for ${new Date(view.startsAt ?? "").toLocaleString()}.`
                : view.status === "paused"
                  ? "The live draft is paused."
                  : "The live draft is running."}
            </p>
            <Button asChild size="sm">
              <Link to="/draft-room">Open the draft room</Link>
            </Button>
          </div>
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
