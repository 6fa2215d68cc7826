import { must } from "@shared/must";
import { useCallback, useRef, useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { errorCodeOf } from "@/lib/api-error";
import { saveTempPicks, type SavedPicks } from "../api/save-temp-picks";
import { trackSave } from "../lib/pending-saves";
import { SaveSequencer, type SaveOutcome } from "@/features/picks/lib/save-sequencer";
import { sameOrder, type Squad } from "@/features/picks/lib/squad";
import { toasts } from "@shared/messages";

export type SaveStatus = "idle" | "saving" | "saved" | "failed";

/** One sequencer per league for the life of the tab, so reopening the screen keeps revisions rising. */
const sequencers = new Map<string, SaveSequencer>();
export function sequencerFor(leagueId: string): SaveSequencer {
  let sequencer = sequencers.get(leagueId);
  if (!sequencer) sequencers.set(leagueId, (sequencer = new SaveSequencer()));
  return sequencer;
}

interface Options {
  leagueId: string;
  initial: Squad;
  /** Edit mode holds changes locally until they are registered (product.md §2 'Player selection'). */
  editMode: boolean;
  /** The league went live or the user left it: the screen must change, not just warn. */
  onBlocked: (error: unknown) => void;
}

/**
 * The squad being edited on /register. Outside edit mode every change is saved at once, newest
 * wins (see SaveSequencer); the local list is what the member sees and is never replaced by an
 * older answer.
 */
export function useSquadEditor({ leagueId, initial, editMode, onBlocked }: Options) {
  const [squad, setSquad] = useState<Squad>(initial);
  const [status, setStatus] = useState<SaveStatus>("idle");
  const current = useRef<Squad>(initial);

  const apply = useCallback((next: Squad) => {
    current.current = next;
    setSquad(next);
  }, []);

  const settle = useCallback(
    (outcome: SaveOutcome, answer?: SavedPicks, error?: unknown) => {
      switch (outcome) {
        case "stale":
          return;
        case "saved":
          setStatus("saved");
          return;
        case "overtaken":
          apply(must(answer, "the newer saved picks").picks.map((p) => p.fplPlayerId));
          setStatus("saved");
          return;
        case "failed":
          setStatus("failed");
          if (handledAsUnauthorized(error)) return;
          if (errorCodeOf(error) === "LEAGUE_LIVE" || errorCodeOf(error) === "NOT_IN_LEAGUE") {
            onBlocked(error);
            return;
          }
          toast({ ...toasts.picksNotSaved, variant: "destructive" });
      }
    },
    [apply, onBlocked],
  );

  const save = useCallback(
    (next: Squad) => {
      const sequencer = sequencerFor(leagueId);
      const revision = sequencer.next(Date.now());
      setStatus("saving");
      const request = saveTempPicks(leagueId, next, revision);
      trackSave(leagueId, request);
      request.then(
        (answer) => settle(sequencer.settle(revision, answer), answer),
        (error) => settle(sequencer.settle(revision, "error"), undefined, error),
      );
    },
    [leagueId, settle],
  );

  /** Every add, remove, reorder, clear and random list goes through here. */
  const change = useCallback(
    (update: (squad: Squad) => Squad) => {
      const next = update(current.current);
      if (sameOrder(next, current.current)) return;
      apply(next);
      if (!editMode) save(next);
    },
    [apply, editMode, save],
  );

  const dirty = editMode && !sameOrder(squad, initial);
  return { squad, status, change, dirty };
}
