import { useCallback, useRef, useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { SaveSequencer } from "@/features/picks/lib/save-sequencer";
import { sameOrder, type Squad } from "@/features/picks/lib/squad";
import { saveCandidates } from "@/features/picks/lib/window/window";
import { toasts } from "@shared/messages";
import { failureToast } from "@/lib/api-error";

export type CandidateStatus = "idle" | "saving" | "saved" | "failed";

/**
 * The member's ranked extra-pick candidates, saved on every change with rising revisions (the
 * same sequencing as /register): the newest answer wins, an older one never touches the list.
 */
export function useCandidates(leagueId: string, initial: Squad, onRefused: () => void) {
  const [list, setList] = useState<Squad>(initial);
  const [status, setStatus] = useState<CandidateStatus>("idle");
  const current = useRef<Squad>(initial);
  const sequencer = useRef(new SaveSequencer());

  const change = useCallback(
    (update: (list: Squad) => Squad) => {
      const next = update(current.current);
      if (sameOrder(next, current.current)) return;
      current.current = next;
      setList(next);
      const revision = sequencer.current.next(Date.now());
      setStatus("saving");
      saveCandidates(leagueId, next, revision).then(
        (answer) => {
          const outcome = sequencer.current.settle(revision, answer);
          if (outcome === "stale") return;
          if (outcome === "overtaken") {
            current.current = answer.candidates;
            setList(answer.candidates);
          }
          setStatus("saved");
        },
        (error) => {
          if (sequencer.current.settle(revision, "error") === "stale") return;
          setStatus("failed");
          if (handledAsUnauthorized(error)) return;
          toast(failureToast(toasts.candidatesNotSaved, error));
          onRefused();
        },
      );
    },
    [leagueId, onRefused],
  );
  return { list, status, change };
}
