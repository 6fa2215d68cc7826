import { cn } from "@/lib/cn";

interface NativeSelectProps<T extends string> {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onValueChange: (value: T) => void;
  className?: string;
}

/** A filter's native select: phones show their own picker, which suits them best. */
export function NativeSelect<T extends string>({ label, value, options, onValueChange, className }: NativeSelectProps<T>) {
  return (
    <select
      aria-label={label}
      className={cn(
        "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-pitch-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-pitch-600/40",
        className,
      )}
      value={value}
      onChange={(event) => onValueChange(options.find((o) => o.value === event.target.value)?.value ?? value)}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
