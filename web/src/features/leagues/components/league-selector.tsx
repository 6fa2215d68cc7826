import { ChevronsUpDown, Plus } from "lucide-react";
import { lazy } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { MenuOnDemand } from "@/components/ui/menu-on-demand";
import { Skeleton } from "@/components/ui/skeleton";
import { useSelectedLeague } from "@/components/session/selected-league-provider";

const LeagueMenu = lazy(async () => ({ default: (await import("./league-menu")).LeagueMenu }));

/** The universal league selector: every league of the user with its mode and the Admin badge. */
export function LeagueSelector() {
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
  return (
    <MenuOnDemand
      trigger={
        <Button
          variant="outline"
          size="compact"
          className="min-w-0 max-w-[12rem] justify-between sm:max-w-[18rem]"
          aria-label={`League: ${league.name}`}
          title={league.name}
          data-testid="league-selector"
        >
          <span className="truncate">{league.name}</span>
          <ChevronsUpDown className="text-slate-500" />
        </Button>
      }
      menu={(props) => <LeagueMenu {...props} leagues={leagues} selectedId={league.id} onSelect={selectLeague} />}
    />
  );
}
