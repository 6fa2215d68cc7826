import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { UserLeague } from "@shared/types";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSelectedLeague } from "@/components/session/selected-league-provider";

/** The admin screens need a selected league the user administers; this says why when they cannot open. */
export function AdminGate({ children }: { children: (league: UserLeague) => ReactNode }) {
  const { league, leagues, isLoading } = useSelectedLeague();
  if (isLoading || !leagues) {
    return (
      <div className="space-y-4" aria-busy>
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  }
  if (!league) return <Notice title="No league selected" text="Please select a league first." />;
  if (!league.isAdmin) return <Notice title="Admin access required" text={`Only admins of ${league.name} can open this screen.`} />;
  return <>{children(league)}</>;
}

const Notice = ({ title, text }: { title: string; text: string }) => (
  <Card role="alert" className="mx-auto max-w-md p-8 text-center">
    <ShieldAlert className="mx-auto size-10 text-amber-500" aria-hidden />
    <h1 className="mt-3 text-xl font-bold text-slate-900">{title}</h1>
    <p className="mt-2 text-sm text-slate-600">{text}</p>
  </Card>
);
