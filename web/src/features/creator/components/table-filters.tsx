import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { gameweekFilter, type TableFilters } from "../lib/table-query";

/** Search, gameweek and user filters of the DB tab; the same filters shape the CSV export. */
export function TableFilterFields({ filters, onChange }: { filters: TableFilters; onChange: (filters: TableFilters) => void }) {
  const gameweekOk = gameweekFilter(filters.gameweek).valid;
  const bind = (key: keyof TableFilters) => ({
    id: `db-${key}`,
    value: filters[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...filters, [key]: e.target.value }),
  });
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1.5fr]">
      <Field id="db-search" label="Search">
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
          <Input type="search" className="pl-9" placeholder="Any value in any column" {...bind("search")} />
        </div>
      </Field>
      <Field id="db-gameweek" label="Gameweek">
        <Input
          inputMode="numeric"
          placeholder="1–38"
          aria-invalid={!gameweekOk}
          aria-describedby={gameweekOk ? undefined : "db-gameweek-error"}
          {...bind("gameweek")}
        />
        {!gameweekOk && (
          <p id="db-gameweek-error" className="text-xs text-red-600">
            A gameweek is a whole number from 1 to 38.
          </p>
        )}
      </Field>
      <Field id="db-user" label="User">
        <Input placeholder="User id, e-mail or name" {...bind("user")} />
      </Field>
    </div>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <Label className="block" htmlFor={id}>
        {label}
      </Label>
      {children}
    </div>
  );
}
