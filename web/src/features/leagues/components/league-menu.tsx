import { Check, Plus } from "lucide-react";
import { Link } from "react-router-dom";
import type { UserLeague } from "@shared/types";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { OnDemandMenuProps } from "@/components/ui/menu-on-demand";
import { AdminBadge, ModeBadge } from "@/components/ui/mode-badge";

interface LeagueMenuProps extends OnDemandMenuProps {
  leagues: UserLeague[];
  selectedId: string;
  onSelect: (leagueId: string) => void;
  unread?: ReadonlyMap<string, number>;
}

/** The league selector's list (loaded on its first open): every league with its mode and the Admin badge. */
export function LeagueMenu({ open, onOpenChange, trigger, leagues, selectedId, onSelect, unread }: LeagueMenuProps) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Your leagues</DropdownMenuLabel>
        {leagues.map((item) => (
          <DropdownMenuItem key={item.id} onSelect={() => onSelect(item.id)} className="items-start">
            <Check className={item.id === selectedId ? "mt-0.5 size-4 text-pitch-600" : "mt-0.5 size-4 opacity-0"} aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="font-medium wrap-anywhere">{item.name}</p>
              <p className="font-mono text-xs text-slate-500">{item.code}</p>
            </div>
            <div className="flex shrink-0 gap-1">
              {(unread?.get(item.id) ?? 0) > 0 && (
                <span className="rounded-full bg-pitch-600 px-2 py-0.5 text-xs font-bold text-white" data-testid="league-unread">
                  {unread?.get(item.id)}
                  <span className="sr-only"> unread</span>
                </span>
              )}
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
