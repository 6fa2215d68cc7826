import { Send } from "lucide-react";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { NOTIFICATIONS_KEY } from "../api/get-notifications";
import { sendPickReminders, type PickRemindersResult } from "../api/send-pick-reminders";
import { toasts } from "@shared/messages";

/** 'Send Pick Reminders': nudges this league's members who have fewer than 15 picks (once a day each). */
export function PickRemindersCard({ league }: { league: { id: string; name: string } }) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<PickRemindersResult | null>(null);

  const send = async () => {
    setPending(true);
    try {
      const answer = await sendPickReminders(league.id);
      setResult(answer);
      toast({ ...toasts.remindersSent(answer.sent), variant: "success" });
      // The admin may be short of picks too; their own bell should not wait for the next poll.
      void mutate(NOTIFICATIONS_KEY);
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast({ ...toasts.remindersNotSent, variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Send Pick Reminders</CardTitle>
        <CardDescription>
          Members of {league.name} with fewer than 15 picks get a reminder in their bell. Nobody hears twice on the same day.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Button onClick={send} disabled={pending}>
          <Send />
          {pending ? "Sending..." : "Send Pick Reminders"}
        </Button>
        {result && (
          <dl className="grid grid-cols-2 gap-3" data-testid="reminder-result">
            <div className="rounded-xl bg-pitch-50 p-3">
              <dt className="text-xs font-medium text-pitch-800">Sent</dt>
              <dd className="text-2xl font-bold tabular-nums text-pitch-900">{result.sent}</dd>
            </div>
            <div className="rounded-xl bg-slate-100 p-3">
              <dt className="text-xs font-medium text-slate-600">Short of picks</dt>
              <dd className="text-2xl font-bold tabular-nums text-slate-900">{result.considered}</dd>
            </div>
          </dl>
        )}
        {result && result.sent < result.considered && <p className="text-xs text-slate-500">The others were already reminded today.</p>}
      </CardContent>
    </Card>
  );
}
