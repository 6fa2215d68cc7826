import type { ReactNode } from "react";

/** One label and value on a line, as in the debug card and an expanded log entry. */
export const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex items-baseline justify-between gap-3 py-1 text-sm">
    <dt className="shrink-0 text-slate-500">{label}</dt>
    <dd className="min-w-0 text-right [overflow-wrap:anywhere] font-medium text-slate-900">{children}</dd>
  </div>
);
