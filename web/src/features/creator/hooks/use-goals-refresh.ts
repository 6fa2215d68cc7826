import { useEffect, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/features/auth/lib/unauthorized";
import { ApiError } from "@/lib/api-error";
import { refreshGoals } from "../api/refresh-goals";
import { countOf } from "../lib/format";
import { COMPLETED_LINE_DELAY_MS, failureHint, failureLine, outcomeLine, runningLine, stepLines, type ProcessLine, type ProcessState } from "../lib/process-log";
import { AFTER_REFRESH_KEYS } from "./refresh-keys";

/**
 * Refresh Weekly Goals with its process log: Running while the call is in flight, then the run's
 * own timestamped steps, then Completed (500 ms later, spec §9) or the reason it failed.
 */
export function useGoalsRefresh() {
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<ProcessState>("idle");
  const [lines, setLines] = useState<ProcessLine[]>([]);
  const completedTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(completedTimer.current), []);

  const run = async () => {
    window.clearTimeout(completedTimer.current);
    setState("running");
    setLines([runningLine(new Date())]);
    try {
      const result = await refreshGoals();
      setLines((previous) => [...previous, ...stepLines(result)]);
      if (result.status === "failed") {
        setLines((previous) => [...previous, outcomeLine(result, new Date())]);
        setState("failed");
        toast({ title: "Goals Refresh Failed", description: result.reason ?? "The feed refresh did not finish.", variant: "destructive" });
      } else {
        completedTimer.current = window.setTimeout(() => {
          setLines((previous) => [...previous, outcomeLine(result, new Date())]);
          setState("completed");
          toast({ title: "Weekly Goals Refresh Completed", description: `${countOf(result.writes, "record")} written in ${result.durationMs} ms.`, variant: "success" });
        }, COMPLETED_LINE_DELAY_MS);
      }
    } catch (error) {
      const status = error instanceof ApiError ? error.status : undefined;
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      setLines((previous) => [...previous, failureLine(new Date(), status, serverMessage)]);
      setState("failed");
      if (!handledAsUnauthorized(error)) toast({ title: "Goals Refresh Failed", description: failureHint(status, serverMessage), variant: "destructive" });
    } finally {
      await Promise.all(AFTER_REFRESH_KEYS.map((key) => mutate(key)));
    }
  };

  return { state, lines, run };
}
