import type { ReactNode } from "react";

/** One label and value on a verification card. */
export const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex items-center justify-between gap-3 py-2 text-sm">
    <dt className="text-slate-500">{label}</dt>
    <dd className="min-w-0 text-right font-medium text-slate-900 wrap-anywhere">{children}</dd>
  </div>
);

export const yesNo = (value: boolean | undefined) => (value === undefined ? "-" : value ? "Yes" : "No");
