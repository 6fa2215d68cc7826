import { Shuffle } from "lucide-react";
import type { LiveDraftView } from "@shared/contract/responses";
import { cn } from "@/lib/cn";

/** How long each place waits after the one before it turns over. */
const STEP_MS = 350;

/**
 * The drawn order, revealed place by place when the draft starts: round 1 runs in this order,
 * round 2 back, round 3 forward again (three snake rounds).
 */
export function OrderReveal({ view }: { view: LiveDraftView }) {
  return (
    <section aria-label="The draft order" className="rounded-2xl border border-gold-400/60 bg-gold-400/10 p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Shuffle className="size-5 text-amber-700" aria-hidden /> The order is drawn
      </h2>
      <p className="mt-1 text-sm text-slate-600">Round 1 picks in this order, round 2 in reverse, round 3 in this order again.</p>
      <ol className="mt-3 grid gap-2 [perspective:600px] sm:grid-cols-2 lg:grid-cols-4" data-testid="order-reveal">
        {view.order.map((member, i) => (
          <li
            key={member.participantId}
            className={cn(
              "flex animate-reveal items-center gap-3 rounded-xl bg-white px-3 py-2 shadow-sm ring-1 ring-slate-200",
              member.participantId === view.me?.participantId && "ring-2 ring-pitch-500",
            )}
            style={{ animationDelay: `${i * STEP_MS}ms` }}
          >
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-extrabold text-white">
              {i + 1}
            </span>
            <span className="truncate font-semibold text-slate-900" title={member.username}>
              {member.username}
              {member.participantId === view.me?.participantId && <span className="ml-1 text-xs font-normal text-pitch-700">(you)</span>}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
