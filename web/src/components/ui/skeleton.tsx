import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn";

export const Skeleton = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div aria-hidden className={cn("animate-pulse rounded-md bg-slate-200", className)} {...props} />
);

/** A one-field form (label, field, button) while a dialog's form code loads. */
export const FormSkeleton = () => (
  <div className="space-y-4" role="status" aria-label="Loading">
    <Skeleton className="h-11" />
    <Skeleton className="h-10" />
  </div>
);
