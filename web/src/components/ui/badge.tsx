import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn";

const VARIANTS = {
  neutral: "bg-slate-100 text-slate-700 ring-slate-200",
  admin: "bg-gold-400/15 text-amber-800 ring-amber-300/60",
  /** The Admin badge on a navy surface, where the pale one disappears. */
  "admin-on-dark": "bg-gold-400 text-navy-950 ring-gold-400",
  /** product.md §4: draft mode is shown in red, live in green. */
  draft: "bg-red-50 text-red-700 ring-red-200",
  live: "bg-pitch-50 text-pitch-700 ring-pitch-200",
  navy: "bg-navy-100 text-navy-700 ring-navy-200",
  /** A failed call or an error, solid so it stands out in a long list. */
  destructive: "bg-red-600 text-white ring-red-600",
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: keyof typeof VARIANTS;
}

export const Badge = ({ className, variant = "neutral", ...props }: BadgeProps) => (
  <span
    className={cn(
      "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
      VARIANTS[variant],
      className,
    )}
    {...props}
  />
);
