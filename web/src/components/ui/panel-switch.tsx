import { cn } from "@/lib/cn";

/** On a phone, which of two side-by-side panels shows (both show from `lg` up). */
export function PanelSwitch<T extends string>({
  panels,
  value,
  onChange,
}: {
  panels: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label="Show" className="grid grid-cols-2 gap-1 rounded-xl bg-slate-200/70 p-1 lg:hidden">
      {panels.map((panel) => (
        <button
          key={panel.value}
          type="button"
          aria-pressed={value === panel.value}
          onClick={() => onChange(panel.value)}
          className={cn(
            "h-9 rounded-lg text-sm font-semibold transition-colors",
            value === panel.value ? "bg-white text-navy-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
          )}
        >
          {panel.label}
        </button>
      ))}
    </div>
  );
}
