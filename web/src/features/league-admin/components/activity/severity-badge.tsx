import { AlertOctagon, AlertTriangle, Info, XCircle } from "lucide-react";
import { cn } from "@/lib/cn";
import type { Severity } from "@/features/league-admin/lib/activity/activity-query";

const STYLES: Record<Severity, { className: string; icon: typeof Info }> = {
  info: { className: "bg-navy-50 text-navy-700 ring-navy-200", icon: Info },
  warning: { className: "bg-amber-50 text-amber-800 ring-amber-200", icon: AlertTriangle },
  error: { className: "bg-red-50 text-red-700 ring-red-200", icon: XCircle },
  critical: { className: "bg-red-600 text-white ring-red-600", icon: AlertOctagon },
};

/** Severity as colour and icon, so a warning stands out in a long list. */
export function SeverityBadge({ severity, className }: { severity: Severity; className?: string }) {
  const style = STYLES[severity] ?? STYLES.info;
  const Icon = style.icon;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset",
        style.className,
        className,
      )}
    >
      <Icon className="size-3" aria-hidden />
      {severity}
    </span>
  );
}
