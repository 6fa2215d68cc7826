import { WifiOff } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The server could not say who is signed in (down or unreachable): say so and offer a retry. */
export function ServiceUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3 px-6 text-center">
      <WifiOff className="size-10 text-slate-500" aria-hidden />
      <h1 className="text-xl font-bold">We can't reach Treble right now</h1>
      <p className="max-w-sm text-sm text-slate-500">Check your connection and try again in a moment.</p>
      <Button onClick={onRetry}>Try Again</Button>
    </div>
  );
}
