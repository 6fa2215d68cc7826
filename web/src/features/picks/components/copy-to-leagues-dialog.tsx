import { Copy } from "lucide-react";
import { useState } from "react";
import type { UserLeague } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { copySelections } from "../api/copy-selections";
import { pendingSave } from "../lib/pending-saves";
import { problems, toasts } from "@shared/messages";
import { failureToast } from "@/lib/api-error";

interface CopyToLeaguesDialogProps {
  league: UserLeague;
  leagues: UserLeague[];
}

/** Copies this league's saved list to the member's other draft-mode leagues (product.md §2 'Player selection'). */
export function CopyToLeaguesDialog({ league, leagues }: CopyToLeaguesDialogProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const targets = leagues.filter((l) => l.id !== league.id && l.isDraftMode);

  const toggle = (id: string) => setChosen((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));

  const copy = async () => {
    if (chosen.length === 0) {
      toast({ ...problems.copyTargetsRequired.toast, variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      // The server copies what it has stored, so the latest change must have landed first.
      await pendingSave(league.id);
      const result = await copySelections(league.id, chosen);
      toast({
        ...toasts.selectionsCopiedTo(
          result.count,
          result.copied.map((c) => c.name),
        ),
        variant: "success",
      });
      setOpen(false);
      setChosen([]);
    } catch (error) {
      if (!handledAsUnauthorized(error)) {
        toast(failureToast(toasts.selectionsNotCopied, error));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline-on-dark" size="compact" className="order-last col-span-2 sm:order-none">
          <Copy aria-hidden />
          Copy To Other Leagues
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Copy To Other Leagues"
        description={`Use your ${league.name} picks, in the same order, in other leagues still in draft mode.`}
      >
        {targets.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">You have no other leagues in draft mode.</p>
        ) : (
          <fieldset className="space-y-2">
            <legend className="sr-only">Leagues to copy to</legend>
            {targets.map((target) => (
              <label
                key={target.id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 p-3 hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-pitch-600"
                  checked={chosen.includes(target.id)}
                  onChange={() => toggle(target.id)}
                />
                <span className="min-w-0 flex-1 text-sm font-medium text-slate-900 wrap-anywhere">{target.name}</span>
                <span className="font-mono text-xs text-slate-500">{target.code}</span>
              </label>
            ))}
            <p className="pt-1 text-xs text-slate-500">This replaces any picks you have in those leagues.</p>
          </fieldset>
        )}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button onClick={copy} disabled={pending || targets.length === 0}>
            {pending ? "Copying..." : "Copy Selections"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
