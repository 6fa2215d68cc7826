import { LogOut, Menu } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/logo";
import { LOGOUT_URL } from "@/lib/paths";
import { useChatUnread } from "@/features/chat/api/unread";
import { LeagueSelector } from "@/features/leagues/components/league-selector";
import { NotificationBell } from "@/features/notifications/components/notification-bell";

/**
 * Top bar: menu (phones), league selector (with each league's unread chat), notification bell and logout. It sticks from `md` up;
 * on phones it scrolls away so that a screen's own sticky bar (the leaderboard's) is the only one.
 */
export function AppHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const unread = useChatUnread();
  return (
    <header className="relative z-30 flex h-16 md:sticky md:top-0 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:px-6 md:bg-white/90 md:backdrop-blur">
      <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu" onClick={onOpenMenu}>
        <Menu className="size-5!" />
      </Button>
      <Logo compact className="lg:hidden" />
      <div className="ml-auto flex min-w-0 items-center gap-2">
        <LeagueSelector unread={unread} />
        <NotificationBell />
        <Button asChild variant="outline" size="compact">
          <a href={LOGOUT_URL} aria-label="Logout">
            <LogOut />
            <span className="hidden sm:inline">Logout</span>
          </a>
        </Button>
      </div>
    </header>
  );
}
