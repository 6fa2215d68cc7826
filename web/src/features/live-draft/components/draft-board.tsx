import { Bot, ShieldCheck } from "lucide-react";
import type { LiveDraftView } from "@shared/contract/responses";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";

type Pick = LiveDraftView["picks"][number];

/**
 * The three rounds' board: one row per member in the drawn order, one column per round, filling
 * in pick by pick; the cell on the clock is marked. A dot says who has the room open.
 */
export function DraftBoard({ view }: { view: LiveDraftView }) {
  const rounds = Array.from({ length: view.rounds }, (_, i) => i + 1);
  const byCell = new Map(view.picks.map((p) => [`${p.participantId}:${p.round}`, p]));
  // Whoever reads this board has the room open: their own dot says so at once, before the server has seen their socket.
  const present = new Set([...(view.present ?? []), ...(view.me ? [view.me.participantId] : [])]);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle>The board</CardTitle>
      </CardHeader>
      <CardContent className="px-2 sm:px-6">
        <table className="w-full table-fixed border-separate border-spacing-1 text-xs sm:text-sm" data-testid="draft-board">
          <thead>
            <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
              <th className="w-[31%] px-1 font-semibold sm:w-[28%] sm:px-2">Member</th>
              {rounds.map((r) => (
                <th key={r} className="px-1 font-semibold sm:px-2">
                  <span className="sm:hidden">R{r}</span>
                  <span className="hidden sm:inline">Round {r}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.order.map((member, i) => (
              <tr key={member.participantId} data-member={member.username}>
                <th scope="row" className="px-1 text-left align-middle font-semibold text-slate-900 sm:px-2">
                  <span className="flex min-w-0 items-center gap-1.5">
                    <span
                      className={cn("size-2 shrink-0 rounded-full", present.has(member.participantId) ? "bg-pitch-500" : "bg-slate-300")}
                      title={present.has(member.participantId) ? "In the room" : "Not in the room"}
                    />
                    <span className="sr-only">{present.has(member.participantId) ? "in the room" : "not in the room"}</span>
                    <span className="truncate" title={`${i + 1}. ${member.username}`}>
                      <span className="hidden text-slate-500 sm:inline">{i + 1}. </span>
                      {member.username}
                    </span>
                    {view.autopick.includes(member.participantId) && (
                      <Bot className="size-3.5 shrink-0 text-navy-500" aria-label="autopick on" />
                    )}
                  </span>
                </th>
                {rounds.map((round) => {
                  const pick = byCell.get(`${member.participantId}:${round}`);
                  const onClock = view.turn?.participantId === member.participantId && view.turn.round === round;
                  return (
                    <td
                      key={round}
                      className={cn(
                        "h-12 rounded-lg px-1.5 align-middle sm:px-2",
                        pick ? "bg-pitch-50" : onClock ? "bg-gold-400/20 ring-2 ring-gold-400" : "bg-slate-50",
                      )}
                      data-testid={pick ? "board-pick" : undefined}
                    >
                      {pick ? (
                        <PickCell pick={pick} />
                      ) : onClock ? (
                        <span className="text-xs font-semibold text-amber-800">On the clock</span>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

function PickCell({ pick }: { pick: Pick }) {
  if (pick.playerId === null) return <span className="text-xs text-slate-500">No player free</span>;
  return (
    <span className="block min-w-0 leading-tight" title={`${pick.playerName ?? ""}, ${pick.team ?? ""}`}>
      <span className="block truncate font-semibold text-slate-900">{pick.playerName}</span>
      <span className="flex items-center gap-1 truncate text-xs text-slate-500">
        {pick.by === "autopick" && <Bot className="size-3 shrink-0" aria-label="autopicked" />}
        {pick.by === "admin" && <ShieldCheck className="size-3 shrink-0" aria-label="picked by an admin" />}
        <span className="truncate">{pick.team}</span>
      </span>
    </span>
  );
}
