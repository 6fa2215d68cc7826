import { lazy, Suspense, useState, type ReactElement } from "react";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormSkeleton } from "@/components/ui/skeleton";

// The form (and the form library) loads when the dialog first opens, not with every board.
const JoinWithCodeForm = lazy(async () => ({ default: (await import("./join-with-code-form")).JoinWithCodeForm }));

/** Join Another League: type a code, join, and switch to that league. */
export function JoinAnotherLeagueDialog({ trigger }: { trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title="Join Another League" description="Enter the 6-character code a friend shared with you.">
        <Suspense fallback={<FormSkeleton />}>
          <JoinWithCodeForm onJoined={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
