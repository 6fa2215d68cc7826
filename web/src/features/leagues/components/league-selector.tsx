import { ChevronsUpDown, Plus } from "lucide-react";
import { lazy } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { MenuOnDemand } from "@/components/ui/menu-on-demand";
import { Skeleton } from "@/components/ui/skeleton";
import { useSelectedLeague } from "@/components/session/selected-league-provider";

const LeagueMenu = lazy(async () => ({ default: (await import("./league-menu")).LeagueMenu }));

/**
 * The universal league selector: every league of the user with its mode, the Admin badge and its
 * chat's unread count (`unread`, by league id, from the app shell); the button counts the other leagues' unread.
 */
export function LeagueSelector({ unread }: { unread?: ReadonlyMap<string, number> }) {
  const { leagues, league, selectLeague, isLoading } = useSelectedLeague();
  if (isLoading) return <Skeleton className="h-10 w-40" />;
  if (!leagues?.length || !league) {
    return (
      <Button asChild variant="outline">
        <Link to="/join-league">
          <Plus /> Join a league
        </Link>
      </Button>
    );
  }
  const elsewhere = leagues.reduce((sum, l) => sum + (l.id === league.id ? 0 : (unread?.get(l.id) ?? 0)), 0);
  return (
    <MenuOnDemand
      trigger={
        <Button
          variant="outline"
          size="compact"
          className="min-w-0 max-w-[12rem] justify-between sm:max-w-[18rem]"
          title={league.name}
          data-testid="league-selector"
        >
          {/* Named by its words, the count's meaning told to screen readers after it: a name that
              is not the visible text fails WCAG 2.5.3 (label in name). */}
          <span className="sr-only">League: </span>
          <span className="truncate">{league.name}</span>
          {elsewhere > 0 && (
            <span className="rounded-full bg-pitch-600 px-1.5 text-xs font-bold text-white" data-testid="league-selector-unread">
              {elsewhere > 99 ? "99+" : elsewhere}
              <span className="sr-only"> unread in your other leagues</span>
            </span>
          )}
          <ChevronsUpDown className="text-slate-500" />
        </Button>
      }
      menu={(props) => <LeagueMenu {...props} leagues={leagues} selectedId={league.id} onSelect={selectLeague} unread={unread} />}
    />
  );
}
