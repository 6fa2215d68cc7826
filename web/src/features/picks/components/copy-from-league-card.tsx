import { ArrowDownToLine } from "lucide-react";
import { useState } from "react";
import { useSWRConfig } from "swr";
import type { UserLeague } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { copySelections } from "../api/copy-selections";
import { originalSelectionsKey } from "@/features/picks/api/get-original-selections";
import { tempPicksKey } from "../api/get-temp-picks";
import { toasts } from "@shared/messages";
import { failureToast } from "@/lib/api-error";

/**
 * product.md §2 'My picks': brings the member's list from another of their leagues into this one, by
 * asking the source league to copy its selections here (the same call as Copy To Other Leagues).
 */
export function CopyFromLeagueCard({ league, leagues }: { league: UserLeague; leagues: UserLeague[] }) {
  const sources = leagues.filter((l) => l.id !== league.id);
  const [sourceId, setSourceId] = useState("");
  const [pending, setPending] = useState(false);
  const { mutate } = useSWRConfig();
  if (sources.length === 0) return null;

  const copy = async () => {
    const source = sources.find((s) => s.id === sourceId);
    if (!source) {
      toast({ ...toasts.copySourceRequired, variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      const result = await copySelections(source.id, [league.id]);
      await Promise.all([mutate(originalSelectionsKey(league.leagueUser.id)), mutate(tempPicksKey(league.id))]);
      toast({ ...toasts.selectionsCopiedFrom(result.count, source.name), variant: "success" });
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast(failureToast(toasts.selectionsNotCopied, error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <ArrowDownToLine className="size-4 text-pitch-600" aria-hidden />
        Copy picks from another league
      </h2>
      <p className="mt-1 text-sm text-slate-500 wrap-anywhere">
        Use the list you made in another league, in the same order. It replaces your picks in {league.name}.
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <select
          aria-label="League to copy from"
          value={sourceId}
          onChange={(event) => setSourceId(event.target.value)}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 sm:max-w-xs"
        >
          <option value="">Choose a league</option>
          {sources.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <Button variant="outline" onClick={copy} disabled={pending}>
          {pending ? "Copying..." : "Copy Picks"}
        </Button>
      </div>
    </Card>
  );
}
