import { useEffect, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { ApiError } from "@/lib/api-error";
import { getRefreshRun } from "@/features/creator/lib/refresh-run";
import { RefreshUnfinished, followRefresh } from "@/features/creator/lib/follow-refresh";
import { refreshGoals } from "../api/refresh-goals";
import {
  COMPLETED_LINE_DELAY_MS,
  failureLine,
  outcomeLine,
  runningLine,
  stepLines,
  type ProcessLine,
  type ProcessState,
} from "../lib/process-log";
import { AFTER_REFRESH_KEYS } from "./refresh-keys";
import { toasts } from "@shared/messages";

/**
 * Refresh Weekly Goals with its process log: Running once requested, then the run's own
 * timestamped steps as the job records them (the log follows the run), then Completed (500 ms
 * after it ends, product.md §9) or the reason it failed.
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
    const requested = runningLine(new Date());
    setLines([requested]);
    try {
      const started = await refreshGoals();
      // Each look shows every step recorded so far, under the request's own line.
      const result = await followRefresh(() => getRefreshRun(started.runId), {
        onUpdate: (status) => setLines([requested, ...stepLines(status)]),
      });
      setLines([requested, ...stepLines(result)]);
      if (result.status === "failed") {
        setLines((previous) => [...previous, outcomeLine(result, new Date())]);
        setState("failed");
        toast({
          ...toasts.goalsRefreshFailed,
          description: result.reason ?? toasts.goalsRefreshFailed.description,
          variant: "destructive",
        });
      } else {
        completedTimer.current = window.setTimeout(() => {
          setLines((previous) => [...previous, outcomeLine(result, new Date())]);
          setState("completed");
          toast({ ...toasts.goalsRefreshed(result.writes, result.durationMs), variant: "success" });
        }, COMPLETED_LINE_DELAY_MS);
      }
    } catch (error) {
      const status = error instanceof ApiError ? error.status : undefined;
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      const line =
        error instanceof RefreshUnfinished
          ? { at: new Date().toISOString(), message: `Failed: ${error.message}`, tone: "error" as const }
          : failureLine(new Date(), status, serverMessage);
      setLines((previous) => [...previous, line]);
      setState("failed");
      const reason = line.message.replace(/^Failed: /, "");
      if (!handledAsUnauthorized(error)) toast({ ...toasts.goalsRefreshFailed, description: reason, variant: "destructive" });
    } finally {
      await Promise.all(AFTER_REFRESH_KEYS.map((key) => mutate(key)));
    }
  };

  return { state, lines, run };
}
