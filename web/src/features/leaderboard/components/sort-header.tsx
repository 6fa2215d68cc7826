import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

interface SortHeaderProps {
  label: ReactNode;
  /** 'ascending', 'descending' or 'none', as aria-sort takes it. */
  state: "ascending" | "descending" | "none";
  onSort: () => void;
  align?: "left" | "right";
  className?: string;
}

/** A column header that sorts on click or Enter; aria-sort tells screen readers the order. */
export function SortHeader({ label, state, onSort, align = "left", className }: SortHeaderProps) {
  const Icon = state === "ascending" ? ArrowUp : state === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={state} className={cn("px-3 py-2.5 font-semibold", align === "right" && "text-right", className)}>
      <button
        type="button"
        onClick={onSort}
        className={cn(
          "inline-flex items-center gap-1 rounded px-1 -mx-1 uppercase tracking-wide hover:text-navy-900",
          align === "right" && "text-right",
          state !== "none" && "text-navy-900",
        )}
      >
        {label}
        <Icon aria-hidden className={cn("size-3.5", state === "none" && "opacity-40")} />
      </button>
    </th>
  );
}
