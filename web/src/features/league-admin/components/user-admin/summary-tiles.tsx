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
      {/* A group in a dl holds only its dt and dd, so the icon is the label's, drawn in the tile's left padding. */}
      {tiles.map((t) => (
        <div
          key={t.label}
          className="relative flex min-w-0 flex-col-reverse justify-center rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 sm:pl-[4.25rem]"
        >
          <dt className="text-xs font-medium leading-tight text-slate-500">
            <span
              className={`absolute left-4 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-xl sm:flex ${t.tone}`}
              aria-hidden
            >
              <t.icon className="size-5" />
            </span>
            {t.label}
          </dt>
          <dd className="text-xl font-bold tabular-nums text-slate-900">{t.value}</dd>
        </div>
      ))}
    </dl>
  );
}
