import { Ban, Pause, Play, Undo2 } from "lucide-react";
import { useState } from "react";
import type { LiveDraftView } from "@shared/contract/responses";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";

interface AdminControlsProps {
  view: LiveDraftView;
  busy: string | null;
  onPause: () => void;
  onResume: () => void;
  onUndo: () => void;
  onCancel: () => void;
  onAutopick: (participantId: string, on: boolean) => void;
}

/**
 * The admin's tools: pause and resume (the clock keeps the time left), undo the last pick (behind
 * a question: it puts a member back on the clock, and they are told), switch a member's autopick,
 * cancel (behind a question). Picking for the member on the clock is
 * the free players' Pick button. Each is in the league's activity log with who did it.
 */
export function AdminControls({ view, busy, onPause, onResume, onUndo, onCancel, onAutopick }: AdminControlsProps) {
  const [asking, setAsking] = useState<"cancel" | "undo" | null>(null);
  const last = view.picks.at(-1);
  const lastName = last && view.order.find((o) => o.participantId === last.participantId)?.username;
  const working = busy !== null;
  // A scheduled draft has no order or picks yet: the admin can only call it off.
  const started = view.status !== "scheduled";
  return (
    <Card className="border-gold-400/60" aria-label="Admin controls">
      <CardHeader className="pb-3">
        <CardTitle>Admin controls</CardTitle>
        <CardDescription>Every action here is in the league's activity log with your name.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {started && (
          <>
            <div className="flex flex-wrap gap-2 [&>*]:flex-1">
              {view.status === "paused" ? (
                <Button onClick={onResume} disabled={working}>
                  <Play aria-hidden /> Resume
                </Button>
              ) : (
                <Button variant="secondary" onClick={onPause} disabled={working || view.status !== "running"}>
                  <Pause aria-hidden /> Pause
                </Button>
              )}
              <Button variant="outline" onClick={() => setAsking("undo")} disabled={working || !last}>
                <Undo2 aria-hidden /> Undo last pick
              </Button>
            </div>
            {last && (
              <p className="text-xs text-slate-500">
                Last pick: {last.playerName ?? "no player"} for {lastName} (pick {last.overall}).
              </p>
            )}
            <div>
              <h3 className="text-sm font-semibold text-slate-900">Autopick per member</h3>
              <ul className="mt-2 space-y-1.5">
                {view.order.map((member) => (
                  <li key={member.participantId} className="flex items-center justify-between gap-2 text-sm">
                    <span className="truncate" title={member.username}>
                      {member.username}
                    </span>
                    <Switch
                      checked={view.autopick.includes(member.participantId)}
                      disabled={working}
                      onCheckedChange={(on) => onAutopick(member.participantId, on)}
                      aria-label={`Autopick for ${member.username}`}
                    />
                  </li>
                ))}
              </ul>
            </div>
          </>
        )}
        <Button variant="destructive" className="w-full" onClick={() => setAsking("cancel")} disabled={working}>
          <Ban aria-hidden /> Cancel the draft
        </Button>
      </CardContent>
      <ConfirmDialog
        open={asking === "cancel"}
        onOpenChange={(open) => setAsking(open ? "cancel" : null)}
        destructive
        title="Cancel the live draft?"
        description="Every pick made so far is dropped and the league stays in draft mode. You can set up a new draft afterwards."
        confirmLabel="Cancel the draft"
        pending={busy === "cancel"}
        onConfirm={() => {
          setAsking(null);
          onCancel();
        }}
      />
      {last && (
        <ConfirmDialog
          open={asking === "undo"}
          onOpenChange={(open) => setAsking(open ? "undo" : null)}
          title={`Take back ${lastName}'s pick?`}
          description={`${last.playerName ?? "No player"} goes back to the free players and ${lastName} is on the clock again with a full clock (pick ${last.overall}). ${lastName} is told at once that you took it back.`}
          confirmLabel="Take back the pick"
          pending={busy === "undo"}
          onConfirm={() => {
            setAsking(null);
            onUndo();
          }}
        />
      )}
    </Card>
  );
}
