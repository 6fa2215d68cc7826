import { ShieldAlert } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export const LEAGUE_REQUIRED_CODES = ["NO_LEAGUE_SELECTED", "NOT_IN_LEAGUE"];

/** product.md §2 'League Required screen': the call needed a league the user is not (or no longer) in. */
export function LeagueRequired({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <ShieldAlert className="mx-auto size-10 text-amber-500" aria-hidden />
      <h2 className="mt-3 text-xl font-bold text-slate-900">League Required</h2>
      <p className="mt-2 text-sm text-slate-600">{message ?? "You need to join a league before selecting players."}</p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/">Go to League Selection</Link>
        </Button>
        <Button variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    </Card>
  );
}
