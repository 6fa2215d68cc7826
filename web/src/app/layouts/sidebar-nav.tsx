import { NavLink } from "react-router-dom";
import { Logo } from "@/components/logo";
import { cn } from "@/lib/cn";
import { useCurrentUser } from "@/lib/session/get-current-user";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { visibleNavItems } from "./nav-items";
import { WrapAtDots } from "@/components/ui/wrap-at-dots";
import { useChatUnread } from "@/features/chat/api/unread";

/** Sidebar content, shared by the desktop column and the phone drawer. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useCurrentUser();
  const { leagues, league } = useSelectedLeague();
  const isAdmin = Boolean(league?.isAdmin);
  const hasLeague = (leagues?.length ?? 0) > 0;
  const items = visibleNavItems({ hasLeague, isAdmin, isCreator: Boolean(user?.isCreator) });
  // The chat entry counts what the selected league's chat holds unread (the selector shows the others).
  const unread = useChatUnread(hasLeague);
  const counts: Record<string, number> = { "/chat": (league && unread.get(league.id)) || 0 };

  return (
    <div className="flex h-full flex-col">
      <div className="px-5 pb-6 pt-5">
        <Logo tone="light" />
        <p className="mt-1 pl-10 text-xs font-medium uppercase tracking-wider text-pitch-300">
          {/* The site's creator runs the whole site (its Admin Panel), in a league of theirs or none. */}
          {isAdmin || user?.isCreator ? "Admin Panel" : "League Member"}
        </p>
      </div>
      <nav aria-label="Main" className="flex-1 space-y-1 px-3">
        {items.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors",
                isActive ? "bg-white/10 text-white shadow-inner" : "text-navy-200 hover:bg-white/5 hover:text-white",
              )
            }
          >
            {({ isActive }) => (
              <>
                <Icon className={cn("size-4.5", isActive ? "text-pitch-400" : "text-navy-300")} aria-hidden />
                {label}
                {counts[to] > 0 && <UnreadCount count={counts[to]} />}
              </>
            )}
          </NavLink>
        ))}
      </nav>
      {user && (
        <div className="m-3 rounded-xl bg-white/5 p-3">
          <WrapAtDots text={league?.leagueUser.username ?? user.username} className="block text-sm font-semibold text-white" />
          <WrapAtDots text={user.email} className="block text-xs text-navy-300" />
        </div>
      )}
    </div>
  );
}

/** A nav entry's unread count: the number shown, "unread" said with it. */
function UnreadCount({ count }: { count: number }) {
  return (
    <span className="ml-auto rounded-full bg-pitch-500 px-2 py-0.5 text-xs font-bold text-navy-950" data-testid="nav-unread">
      {count > 99 ? "99+" : count}
      <span className="sr-only"> unread</span>
    </span>
  );
}
