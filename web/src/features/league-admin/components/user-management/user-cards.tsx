import { ChevronDown } from "lucide-react";
import { AdminBadge } from "@/components/ui/mode-badge";
import { cn } from "@/lib/cn";
import { PageList } from "@/components/ui/page-list";
import { WrapAtDots } from "@/components/ui/wrap-at-dots";
import { pickStatus } from "@/features/league-admin/lib/pick-status";
import { DraftPicksCount, FinalPicksCount } from "./pick-counts";
import { UserPicksDetails } from "./user-picks-details";
import { UserRowActions } from "./user-row-actions";
import type { UsersViewProps } from "./users-table";

/** A closed card is about this tall; open ones measure themselves. */
const CARD_ESTIMATE_PX = 89;

/**
 * Phones: a card per member; tapping the name opens their picks. Only the cards near the screen
 * are rendered; `aria-setsize`/`aria-posinset` give each its place in the whole list.
 */
export function UserCards({ users, expanded, onToggle, permissions }: UsersViewProps) {
  return (
    <PageList
      items={users}
      getKey={(u) => u.id}
      estimate={CARD_ESTIMATE_PX}
      label="League users"
      itemClassName="px-4 py-3"
      itemTestId="user-row"
      renderItem={(u) => {
        const open = expanded.has(u.id);
        return (
          <>
            <div className="flex items-start gap-2">
              <button
                type="button"
                onClick={() => onToggle(u.id)}
                aria-expanded={open}
                className="flex min-w-0 flex-1 items-start gap-2 text-left"
              >
                <ChevronDown
                  className={cn("mt-0.5 size-4 shrink-0 text-slate-500 transition-transform", !open && "-rotate-90")}
                  aria-hidden
                />
                {/* No hover on a phone to read a title: a long name or address wraps at its natural breaks instead of being cut short. */}
                <span className="min-w-0">
                  {/* The name is the button's whole text (no aria-label), so voice control can say what it sees; this says what it does. */}
                  <span className="sr-only">{open ? "Hide" : "Show"} picks of </span>
                  <span className="flex flex-wrap items-center gap-x-2 font-semibold text-slate-900">
                    <WrapAtDots text={u.username} />
                    {u.isAdmin && <AdminBadge />}
                  </span>
                  <WrapAtDots text={u.email} className="block text-xs text-slate-500" />
                  <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5">
                    <DraftPicksCount count={u.tempPicksCount} />
                    <span className="text-xs text-slate-500">
                      Final <FinalPicksCount count={u.finalPicksCount} extra={u.extraPicksCount} />
                    </span>
                  </span>
                </span>
              </button>
              <UserRowActions user={u} permissions={permissions} />
            </div>
            {open && (
              <div className="mt-3 rounded-xl bg-slate-50 p-3">
                <UserPicksDetails leagueUserId={u.id} status={pickStatus(u.finalPicksCount, u.tempPicksCount)} />
              </div>
            )}
          </>
        );
      }}
    />
  );
}
