import { Moon } from "lucide-react";
import { useMemo } from "react";
import type { QuietHours } from "@shared/quiet-hours";
import { Switch } from "@/components/ui/switch";

const zones = (current: string) => {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return all.includes(current) ? all : [current, ...all];
};

/** Quiet hours: e-mail and push wait until the window ends; the bell still fills up. */
export function QuietHoursFields({ value, onChange }: { value: QuietHours; onChange: (next: QuietHours) => void }) {
  const options = useMemo(() => zones(value.timeZone), [value.timeZone]);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const field = "rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 disabled:opacity-50";
  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl bg-slate-50 p-4">
      <legend className="sr-only">Quiet hours</legend>
      <label className="flex items-center gap-3">
        <Switch
          checked={value.enabled}
          aria-label="Quiet hours"
          // Turning it on for the first time uses this browser's zone, the likeliest right answer.
          onCheckedChange={(enabled) => onChange({ ...value, enabled, timeZone: enabled && !value.enabled ? browserZone : value.timeZone })}
        />
        <span className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <Moon className="size-4 text-slate-500" /> Quiet hours
        </span>
      </label>
      <p className="text-xs text-slate-500">No e-mail or push in this window; they arrive when it ends.</p>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>From</span>
        <input
          type="time"
          aria-label="Quiet from"
          className={field}
          value={value.start}
          disabled={!value.enabled}
          onChange={(e) => e.target.value && onChange({ ...value, start: e.target.value })}
        />
        <span>to</span>
        <input
          type="time"
          aria-label="Quiet until"
          className={field}
          value={value.end}
          disabled={!value.enabled}
          onChange={(e) => e.target.value && onChange({ ...value, end: e.target.value })}
        />
        <select
          aria-label="Time zone"
          className={`${field} max-w-full`}
          value={value.timeZone}
          disabled={!value.enabled}
          onChange={(e) => onChange({ ...value, timeZone: e.target.value })}
        >
          {options.map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, " ")}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
