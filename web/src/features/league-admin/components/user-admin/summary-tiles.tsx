import { Activity, Archive, UserCheck, UserX } from "lucide-react";
import type { UserLeague } from "@shared/types";
import type { ReadinessSummary } from "@/features/league-admin/lib/draft/readiness";

/** product.md §2 'Enhanced User Management': Active Users, Archived Users, Incomplete Picks, League Status. */
export function SummaryTiles({ league, readiness }: { league: UserLeague; readiness: ReadinessSummary | undefined }) {
  const tiles = [
    { label: "Active Users", value: readiness?.active ?? "–", icon: UserCheck, tone: "bg-pitch-50 text-pitch-700" },
    { label: "Archived Users", value: readiness?.archived ?? "–", icon: Archive, tone: "bg-amber-50 text-amber-700" },
    { label: "Incomplete Picks", value: readiness?.incomplete ?? "–", icon: UserX, tone: "bg-red-50 text-red-700" },
    {
      label: "League Status",
      value: league.isDraftMode ? "Draft" : "Live",
      icon: Activity,
      tone: league.isDraftMode ? "bg-red-50 text-red-700" : "bg-pitch-50 text-pitch-700",
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((t) => (
        <div key={t.label} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
          <span className={`hidden size-10 shrink-0 items-center justify-center rounded-xl sm:flex ${t.tone}`}>
            <t.icon className="size-5" aria-hidden />
          </span>
          <div className="flex min-w-0 flex-col-reverse">
            <dt className="text-xs font-medium leading-tight text-slate-500">{t.label}</dt>
            <dd className="text-xl font-bold tabular-nums text-slate-900">{t.value}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
