import { useState } from "react";
import { useSWRConfig } from "swr";
import type { RefreshRunView } from "@shared/feed-types";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { ApiError } from "@/lib/api-error";
import { getRefreshRun } from "@/features/creator/lib/refresh-run";
import { RefreshUnfinished, followRefresh } from "@/features/creator/lib/follow-refresh";
import { refreshPlayers } from "../api/refresh-players";
import { failureHint } from "../lib/process-log";
import { AFTER_PLAYERS_REFRESH_KEYS } from "./refresh-keys";
import { toasts } from "@shared/messages";

/**
 * Refresh Players Data: the toast says it started once the server has accepted it (the job reads
 * ~800 players and takes seconds); the run is followed until it ends, then summarised beside the
 * button, and a failure gets its own toast with the reason.
 */
export function usePlayersRefresh() {
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState(false);
  const [lastRun, setLastRun] = useState<RefreshRunView | null>(null);
  const [lastFailure, setLastFailure] = useState<string | null>(null);

  const run = async () => {
    setRunning(true);
    setLastFailure(null);
    try {
      const started = await refreshPlayers();
      toast(toasts.playersRefreshStarted(started.joined));
      const result = await followRefresh(() => getRefreshRun(started.runId));
      setLastRun(result);
      if (result.status === "failed") {
        const reason = result.reason ?? toasts.playersRefreshFailed.description;
        setLastFailure(reason);
        toast({ ...toasts.playersRefreshFailed, description: reason, variant: "destructive" });
      }
    } catch (error) {
      const hint =
        error instanceof RefreshUnfinished
          ? error.message
          : failureHint(error instanceof ApiError ? error.status : undefined, error instanceof ApiError ? error.serverMessage : undefined);
      setLastFailure(hint);
      if (!handledAsUnauthorized(error)) toast({ ...toasts.playersRefreshFailed, description: hint, variant: "destructive" });
    } finally {
      setRunning(false);
      await Promise.all(AFTER_PLAYERS_REFRESH_KEYS.map((key) => mutate(key)));
    }
  };

  return { running, lastRun, lastFailure, run };
}
