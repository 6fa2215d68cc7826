import type { ReactNode } from "react";

/** One labelled value in a profile card. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:items-center sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-sm text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}
