import { useEffect, useRef } from "react";
import { useSWRConfig } from "swr";
import { useRefreshStatus } from "../api/get-refresh-status";
import { isNewData } from "../lib/refresh-label";

/** Everything on the board that a goals refresh can change. */
const GOAL_KEYS = /^\/api\/(leaderboard|goal-scorers|gameweeks)/;

/**
 * Polls refresh-status (30 s) and, when it reports a new data version (a refresh that stored
 * something; one that found nothing new keeps the version), reloads the board, the race, the
 * scorers and the gameweeks in one go. Returns the status so
 * the phone header can show when and how the goals were last refreshed.
 */
export function useReloadOnRefresh() {
  const { status } = useRefreshStatus();
  const { mutate } = useSWRConfig();
  const seen = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (!status) return;
    const polled = status.dataVersion;
    if (isNewData(seen.current, polled)) void mutate((key) => typeof key === "string" && GOAL_KEYS.test(key));
    seen.current = polled;
  }, [status, mutate]);

  return status;
}
