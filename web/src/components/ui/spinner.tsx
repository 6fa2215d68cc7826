import { Loader2 } from "lucide-react";
import { cn } from "@/lib/cn";

export const Spinner = ({ className, label = "Loading" }: { className?: string; label?: string }) => (
  <Loader2 role="status" aria-label={label} className={cn("size-5 animate-spin text-pitch-600", className)} />
);

/** Full-screen spinner while authentication or a lazy route is loading. */
export const PageSpinner = () => (
  <div className="flex min-h-[50vh] w-full items-center justify-center">
    <Spinner className="size-8" />
  </div>
);
