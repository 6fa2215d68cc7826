import { Monitor, Smartphone } from "lucide-react";
import { cn } from "@/lib/cn";
import type { ViewMode } from "@/features/league-admin/lib/user-admin/view-mode";

/** The header's Desktop/Mobile toggle: a two-option radio group. */
export function ViewModeToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const options = [
    { mode: "desktop" as const, label: "Desktop", icon: Monitor },
    { mode: "mobile" as const, label: "Mobile", icon: Smartphone },
  ];
  return (
    <div role="radiogroup" aria-label="View mode" className="inline-flex rounded-lg bg-slate-100 p-1">
      {options.map((o) => (
        <button
          key={o.mode}
          type="button"
          role="radio"
          aria-checked={value === o.mode}
          onClick={() => onChange(o.mode)}
          className={cn(
            "inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium",
            value === o.mode ? "bg-white text-navy-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
          )}
        >
          <o.icon className="size-4" aria-hidden /> {o.label}
        </button>
      ))}
    </div>
  );
}
