import { Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { UserLeague } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { AccessDenied } from "./access-denied";

interface AdminGateProps {
  /** What the screen is, for the refusal: "User management is for league admins." */
  deniedReason: string;
  /** The catalogue's wording when no league is selected; backups say 'Please select a league first'. */
  noLeagueText?: string;
  children: (league: UserLeague) => ReactNode;
}

function NoLeague({ text }: { text: string }) {
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <Users className="mx-auto size-10 text-navy-400" aria-hidden />
      <h1 className="mt-3 text-xl font-bold text-slate-900">{text}</h1>
      <p className="mt-2 text-sm text-slate-600">Choose a league in the selector at the top, or join one.</p>
      <Button asChild className="mt-6">
        <Link to="/join-league">Join a league</Link>
      </Button>
    </Card>
  );
}

/** League-admin screens: wait for the leagues, then need a selected league the user runs. */
export function AdminGate({ deniedReason, noLeagueText = "Please select a league first", children }: AdminGateProps) {
  const { league, isLoading, leagues } = useSelectedLeague();
  if (isLoading || !leagues) return <Skeleton className="h-96 rounded-2xl" />;
  if (!league) return <NoLeague text={noLeagueText} />;
  if (!league.isAdmin) return <AccessDenied reason={deniedReason} />;
  return <>{children(league)}</>;
}
