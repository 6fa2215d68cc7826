import { format, parseISO } from "date-fns";
import { CalendarDays, Sparkles } from "lucide-react";
import { Card } from "@/components/ui/card";
import { BulletList } from "@/components/ui/bullet-list";
import { cn } from "@/lib/cn";
import { CHANGELOG, type ChangeType } from "../lib/changelog";

const TYPE_STYLE: Record<ChangeType, string> = {
  major: "bg-navy-800 text-white ring-navy-800",
  feature: "bg-pitch-50 text-pitch-700 ring-pitch-200",
  security: "bg-red-50 text-red-700 ring-red-200",
  enhancement: "bg-sky-50 text-sky-700 ring-sky-200",
  "bug-fix": "bg-amber-50 text-amber-800 ring-amber-200",
};

/** /updates (product.md §2 'What's New'): the changelog, newest first, and a note that more is coming. */
export function UpdatesPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">What's New</h1>
        <p className="mt-1 text-sm text-slate-500">The latest changes to Treble.</p>
      </div>
      <ol className="space-y-4" aria-label="Changelog">
        {CHANGELOG.map((entry) => (
          <li key={entry.version}>
            <Card className="p-5" data-testid="changelog-entry">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-lg font-bold text-navy-900">{entry.version}</span>
                <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset", TYPE_STYLE[entry.type])}>
                  {entry.type}
                </span>
                <span className="ml-auto flex items-center gap-1 text-xs text-slate-500">
                  <CalendarDays className="size-3.5" aria-hidden />
                  <time dateTime={entry.date}>{format(parseISO(entry.date), "d MMMM yyyy")}</time>
                </span>
              </div>
              <h2 className="mt-2 text-base font-semibold text-slate-900">{entry.title}</h2>
              <BulletList items={entry.features} className="mt-2 space-y-1.5" />
            </Card>
          </li>
        ))}
      </ol>
      <aside className="flex items-start gap-3 rounded-2xl bg-navy-900 p-5 text-white shadow-sm">
        <Sparkles className="mt-0.5 size-5 shrink-0 text-gold-400" aria-hidden />
        <div>
          <h2 className="font-semibold">More updates are coming</h2>
          <p className="mt-1 text-sm text-navy-200">
            We keep improving Treble through the season. New features will be listed here as they arrive.
          </p>
        </div>
      </aside>
    </div>
  );
}
