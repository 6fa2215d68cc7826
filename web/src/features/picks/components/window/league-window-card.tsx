import type { UserLeague } from "@shared/types";
import { useWindow } from "@/features/picks/lib/window/window";
import { WindowStatusCard } from "./window-status-card";

/** The window's state on the league screen, for leagues that take part or while it is open. */
export function LeagueWindowCard({ league }: { league: UserLeague }) {
  const { window } = useWindow(league.id);
  if (!window || (!window.takesPart && window.state !== "open")) return null;
  return <WindowStatusCard window={window} linkToWindow />;
}
