import { useState } from "react";
import type { UserLeague } from "@shared/types";
import { useCurrentSimulation } from "@/features/league-admin/lib/draft/get-current-simulation";
import { useDraftHistory } from "@/features/league-admin/lib/draft/get-draft-history";
import { useDraftUsers } from "@/features/league-admin/lib/draft/get-draft-users";
import { ENHANCED_WORDING } from "@/features/league-admin/lib/draft/draft-wording";
import { useDraftActions } from "@/features/league-admin/lib/draft/use-draft-actions";
import { latestExecution } from "@/features/league-admin/lib/draft/history";
import { summariseReadiness } from "@/features/league-admin/lib/draft/readiness";
import type { HistoryEntry } from "@shared/contract/responses";

export type DraftDialog = "execute" | "re-execute-prompt" | "re-execute" | "archive" | "order" | null;

/** Everything both layouts of the Draft tab show and do, so desktop and mobile cannot drift apart. */
export function useDraftTab(league: UserLeague, executing: boolean) {
  const { users, error: usersError } = useDraftUsers(league.id);
  const { history } = useDraftHistory(league.id);
  const { simulation } = useCurrentSimulation(league.id);
  const actions = useDraftActions(league.id, ENHANCED_WORDING);
  const [dialog, setDialog] = useState<DraftDialog>(null);
  const [openEntry, setOpenEntry] = useState<HistoryEntry | null>(null);

  const readiness = summariseReadiness(users ?? []);
  const lastExecution = latestExecution(history);
  const working = actions.busy !== null || executing;
  return {
    users,
    usersError,
    history,
    simulation,
    readiness,
    lastExecution,
    actions,
    dialog,
    setDialog,
    openEntry,
    setOpenEntry,
    canSimulate: league.isDraftMode && readiness.active > 0 && !working,
    canExecute: league.isDraftMode && !!simulation && readiness.ready > 0 && !working,
    /** Why Execute is unavailable, said next to the button rather than left to guess. */
    executeHint: !league.isDraftMode
      ? "The league is live. Switch it back to draft mode on the dashboard to re-execute."
      : !simulation
        ? "Simulate the draft and review it before executing."
        : readiness.ready === 0
          ? "Nobody has 15 picks yet."
          : null,
  };
}

export type DraftTabModel = ReturnType<typeof useDraftTab>;
