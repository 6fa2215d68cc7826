import { Check, ChevronsUpDown, Plus } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { AdminBadge, ModeBadge } from "./mode-badge";
import { useSelectedLeague } from "./selected-league-provider";

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
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="compact"
          className="max-w-[12rem] justify-between sm:max-w-[18rem]"
          aria-label={`League: ${league.name}`}
          data-testid="league-selector"
        >
          <span className="truncate">{league.name}</span>
          <ChevronsUpDown className="text-slate-400" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Your leagues</DropdownMenuLabel>
        {leagues.map((item) => (
          <DropdownMenuItem key={item.id} onSelect={() => selectLeague(item.id)} className="items-start">
            <Check className={item.id === league.id ? "mt-0.5 size-4 text-pitch-600" : "mt-0.5 size-4 opacity-0"} aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{item.name}</p>
              <p className="font-mono text-xs text-slate-500">{item.code}</p>
            </div>
            <div className="flex shrink-0 gap-1">
              <ModeBadge isDraftMode={item.isDraftMode} />
              {item.isAdmin && <AdminBadge />}
            </div>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/join-league">
            <Plus className="size-4" aria-hidden /> Join another league
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
