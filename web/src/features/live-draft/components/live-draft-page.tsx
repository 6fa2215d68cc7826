import { CalendarClock, PartyPopper, Radio, ShieldAlert } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { useSWRConfig } from "swr";
import type { LiveDraftView } from "@shared/contract/responses";
import { toasts } from "@shared/messages";
import type { Player } from "@shared/feed-types";
import type { UserLeague } from "@shared/types";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { BelowFold } from "@/components/ui/below-fold";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { serverMessageOf } from "@/lib/api-error";
import { cn } from "@/lib/cn";
import { liveDraftActions, serverClock } from "../api/live-draft";
import { usePlayers } from "../api/players";
import { useLiveDraftRoom, useNow } from "../hooks/use-live-draft-room";
import { useRoomAction } from "../hooks/use-room-action";
import { useRoomNotice } from "../hooks/use-room-notice";
import { formatClock } from "@shared/live-draft/clock";
import { msLeft } from "../lib/server-clock";
import { AdminControls } from "./admin-controls";
import { AutopickBar } from "./autopick-bar";
import { DraftBoard } from "./draft-board";
import { FreePlayers } from "./free-players";
import { OrderReveal } from "./order-reveal";
import { RoomAnnouncer } from "./room-announcer";
import { TurnCard } from "./turn-card";

// The queue's code (drag and drop with dnd-kit) and its read wait until it comes near the screen: on a
// phone it is under the players, and parsing it among the room's first renders cost the phone a
// tenth of a second before the turn showed (decision 0338). Beside the board on a wide screen, it loads at once.
const MyQueue = lazy(async () => ({ default: (await import("./my-queue")).MyQueue }));

/** /draft-room: the selected league's live draft (product.md §10.15), for every member, with the admin's tools. */
export function LiveDraftPage() {
  const { league, leagues, isLoading } = useSelectedLeague();
  if (isLoading || !leagues) {
    return (
      <div className="space-y-4" aria-busy>
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  }
  if (!league) return <Notice title="No league selected" text="Please select a league first." />;
  // One room per league: a switch starts afresh (its notices compare reads of one draft).
  return <LiveDraftRoom key={league.id} league={league} />;
}

const STATUS_LABEL: Record<LiveDraftView["status"], string> = {
  none: "No live draft",
  scheduled: "Scheduled",
  running: "Live now",
  paused: "Paused",
  done: "Done",
  cancelled: "Cancelled",
};

/** "30s" → "30-second", "2m" → "2-minute", "8h" → "8-hour": how the clock is named in a sentence. */
function clockWords(name: string | undefined): string {
  const match = /^(\d+)([smh])$/.exec(name ?? "");
  if (!match) return "";
  return `${match[1]}-${{ s: "second", m: "minute", h: "hour" }[match[2] as "s" | "m" | "h"]}`;
}

function LiveDraftRoom({ league }: { league: UserLeague }) {
  const { view, error, reload } = useLiveDraftRoom(league.id);
  const { busy, run } = useRoomAction(reload);
  const { notice, dismiss } = useRoomNotice(view);
  // The players are read with the draft, not after it: a member coming back sees the free players with the board.
  usePlayers(league.id);
  // The admin's pick for the member on the clock waits for a yes; it names the turn it was asked on.
  const [pickingFor, setPickingFor] = useState<{ player: Player; overall: number; username: string }>();

  const header = (
    <header>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">Draft Room</h1>
        {view && (
          <Badge variant={view.status === "running" ? "live" : view.status === "paused" ? "admin" : "neutral"} data-testid="draft-status">
            {view.status === "running" && <Radio className="size-3" aria-hidden />}
            {STATUS_LABEL[view.status]}
          </Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-500">
        {league.name}
        {view?.clock && ` · ${clockWords(view.clock.name)} pick clock${view.clock.overnightPause ? ", paused 23:00–08:00 UK time" : ""}`}
      </p>
    </header>
  );

  if (!view) {
    return (
      <div className="space-y-6">
        {header}
        {error ? (
          <Notice title="The draft room could not open" text={serverMessageOf(error, "Please try again in a moment.")} />
        ) : (
          <Skeleton className="h-64 rounded-2xl" />
        )}
      </div>
    );
  }

  if (view.status === "none" || view.status === "cancelled") {
    return (
      <div className="space-y-6">
        {header}
        <Card className="p-6 text-center" data-testid="no-live-draft">
          <CalendarClock className="mx-auto size-10 text-slate-300" aria-hidden />
          <h2 className="mt-3 text-lg font-bold text-slate-900">
            {view.status === "cancelled" ? "The live draft was cancelled" : "No live draft is set up"}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {view.status === "cancelled"
              ? "Nothing from it was kept: the league is still in draft mode."
              : "When an admin sets one up, the draft runs here with a clock on every pick."}
          </p>
          {view.isAdmin && league.isDraftMode && (
            <Button asChild className="mt-4">
              <Link to="/dashboard">Set up a live draft</Link>
            </Button>
          )}
        </Card>
      </div>
    );
  }

  const leagueId = league.id;
  const turn = view.turn;
  const mine = !!view.me && turn?.participantId === view.me.participantId;
  const canPick = view.status === "running" && !!turn && (mine || view.isAdmin);
  const pickLabel = mine || !turn ? "Pick" : `Pick for ${turn.username}`;
  const takesPart = !!view.me || view.status === "scheduled";
  const pick = (overall: number, player: Player) =>
    void run("pick", () => liveDraftActions.pick(leagueId, overall, player.id), toasts.livePickRefused(player.webName));

  return (
    <div className="space-y-6">
      {header}
      <RoomAnnouncer view={view} />
      {view.status === "scheduled" && <StartsIn view={view} />}
      {view.status === "done" && <DraftDone league={league} />}
      {(view.status === "running" || view.status === "paused") && (
        <>
          <TurnCard view={view} notice={notice} onDismissNotice={dismiss} />
          {view.me && (
            <AutopickBar
              me={view.me}
              rounds={view.rounds}
              busy={busy !== null}
              onPickChoice={
                mine && view.status === "running" && view.me.wouldAutopick && turn
                  ? (choice) =>
                      void run(
                        "pick",
                        () => liveDraftActions.pick(leagueId, turn.overall, choice.playerId),
                        toasts.livePickRefused(choice.name),
                      )
                  : undefined
              }
              onAutopick={(on) => void run("autopick", () => liveDraftActions.autopick(leagueId, on), toasts.liveAutopickNotSwitched)}
            />
          )}
        </>
      )}
      {view.order.length > 0 && view.picks.length === 0 && view.status !== "done" && <OrderReveal view={view} />}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className={cn("min-w-0 space-y-6", view.status === "done" ? "lg:col-span-3" : "lg:col-span-2")}>
          {view.order.length > 0 && <DraftBoard view={view} />}
          {view.status !== "done" && (
            <FreePlayers
              leagueId={leagueId}
              view={view}
              busy={busy !== null}
              pickLabel={pickLabel}
              onPick={
                canPick && turn
                  ? (player) =>
                      mine ? pick(turn.overall, player) : setPickingFor({ player, overall: turn.overall, username: turn.username })
                  : undefined
              }
            />
          )}
          {pickingFor && (
            <ConfirmDialog
              open
              onOpenChange={(open) => !open && setPickingFor(undefined)}
              title={`Pick ${pickingFor.player.webName} for ${pickingFor.username}?`}
              description={`${pickingFor.player.webName} (${pickingFor.player.teamName}) becomes ${pickingFor.username}'s pick ${pickingFor.overall}. ${pickingFor.username} is told at once that you picked for them.`}
              confirmLabel={`Pick ${pickingFor.player.webName}`}
              onConfirm={() => {
                pick(pickingFor.overall, pickingFor.player);
                setPickingFor(undefined);
              }}
            />
          )}
        </div>
        <div className="min-w-0 space-y-6">
          {view.isAdmin && (view.status === "running" || view.status === "paused" || view.status === "scheduled") && (
            <AdminControls
              view={view}
              busy={busy}
              onPause={() => void run("pause", () => liveDraftActions.pause(leagueId), toasts.liveDraftNotPaused)}
              onResume={() => void run("resume", () => liveDraftActions.resume(leagueId), toasts.liveDraftNotResumed)}
              onUndo={() => void run("undo", () => liveDraftActions.undo(leagueId), toasts.livePickNotUndone)}
              onCancel={() =>
                void run("cancel", () => liveDraftActions.cancel(leagueId), toasts.liveDraftNotCancelled, toasts.liveDraftCancelled)
              }
              onAutopick={(participantId, on) =>
                void run("autopick", () => liveDraftActions.autopick(leagueId, on, participantId), toasts.liveAutopickNotSwitched)
              }
            />
          )}
          {takesPart && view.status !== "done" && (
            <BelowFold minHeight={400}>
              <Suspense fallback={null}>
                <MyQueue leagueId={leagueId} view={view} onSaved={() => void reload()} />
              </Suspense>
            </BelowFold>
          )}
        </div>
      </div>
    </div>
  );
}

/** A scheduled draft: the time it starts, counting down; the order is drawn then. */
function StartsIn({ view }: { view: LiveDraftView }) {
  const now = useNow(true, 1000);
  const startsAt = Date.parse(view.startsAt ?? "");
  const left = msLeft(startsAt, now, serverClock.offset());
  return (
    <section
      className="rounded-2xl bg-gradient-to-br from-navy-900 via-navy-800 to-pitch-900 p-5 text-white shadow-lg"
      data-testid="starts-in"
    >
      <p className="text-xs font-semibold uppercase tracking-wider text-navy-100">The draft starts</p>
      <p className="mt-1 text-2xl font-extrabold">
        {new Date(startsAt).toLocaleString(undefined, {
          weekday: "short",
          day: "numeric",
          month: "short",
          hour: "2-digit",
          minute: "2-digit",
        })}
      </p>
      <p className="mt-1 font-mono text-lg tabular-nums text-gold-400">{left > 0 ? `in ${formatClock(left)}` : "Starting…"}</p>
      <p className="mt-2 text-sm text-navy-100">
        The order is drawn at the start, among the members who are in the league then. Rank your list below: autopick takes from it.
      </p>
    </section>
  );
}

/** The last pick executed the draft: the league goes live (the league list says when it is). */
function DraftDone({ league }: { league: UserLeague }) {
  const { mutate } = useSWRConfig();
  // The execution runs in the background after the last pick: the league list is read again until it says live.
  useEffect(() => {
    if (!league.isDraftMode) return;
    const timer = setInterval(() => void mutate((key) => typeof key === "string" && key.startsWith("/api/user/leagues")), 2000);
    return () => clearInterval(timer);
  }, [league.isDraftMode, mutate]);
  return (
    <section className="rounded-2xl bg-gradient-to-br from-pitch-600 to-pitch-800 p-6 text-white shadow-lg" data-testid="draft-done">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 className="flex items-center gap-2 text-2xl font-extrabold">
            <PartyPopper className="size-6" aria-hidden /> The draft is done
          </h2>
          <p className="mt-1 text-pitch-50">
            {league.isDraftMode ? "Every pick is in: the league is going live…" : `${league.name} is live: goals count from now on.`}
          </p>
        </div>
        <Button asChild variant="light">
          <Link to="/leaderboard">Go to the leaderboard</Link>
        </Button>
      </div>
    </section>
  );
}

const Notice = ({ title, text }: { title: string; text: string }) => (
  <Card role="alert" className="mx-auto max-w-md p-8 text-center">
    <ShieldAlert className="mx-auto size-10 text-amber-500" aria-hidden />
    <h2 className="mt-3 text-xl font-bold text-slate-900">{title}</h2>
    <p className="mt-2 text-sm text-slate-600">{text}</p>
  </Card>
);
