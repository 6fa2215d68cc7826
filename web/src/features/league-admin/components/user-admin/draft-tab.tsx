import type { UserLeague } from "@shared/types";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { SmartArchivalDialog } from "@/features/league-admin/components/archival/smart-archival-dialog";
import { DraftOrderSheet } from "@/features/league-admin/components/draft/draft-order-sheet";
import { ExecuteDialog } from "@/features/league-admin/components/draft/execute-dialog";
import { HistoryDialog } from "@/features/league-admin/components/draft/history-dialog";
import { ENHANCED_WORDING } from "@/features/league-admin/lib/draft/draft-wording";
import type { ViewMode } from "@/features/league-admin/lib/user-admin/view-mode";
import { DraftTabDesktop } from "./draft-tab-desktop";
import { DraftTabMobile } from "./draft-tab-mobile";
import { useDraftTab } from "./use-draft-tab";

interface DraftTabProps {
  league: UserLeague;
  viewMode: ViewMode;
  executing: boolean;
  onExecutingChange: (executing: boolean) => void;
}

/** The Draft tab: one model, two layouts, and the dialogs both open. */
export function DraftTab({ league, viewMode, executing, onExecutingChange }: DraftTabProps) {
  const model = useDraftTab(league, executing);
  const { dialog, setDialog } = model;
  const close = (open: boolean) => !open && setDialog(null);

  if (model.usersError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Failed to load users. Please try again.
      </p>
    );
  }

  return (
    <>
      {viewMode === "desktop" ? (
        <DraftTabDesktop league={league} model={model} />
      ) : (
        <DraftTabMobile league={league} model={model} executing={executing} />
      )}
      <ExecuteDialog
        league={league}
        open={dialog === "execute" || dialog === "re-execute"}
        onOpenChange={close}
        redo={dialog === "re-execute"}
        wording={ENHANCED_WORDING}
        onExecutingChange={onExecutingChange}
      />
      <ConfirmDialog
        open={dialog === "re-execute-prompt"}
        onOpenChange={close}
        destructive
        title="Re-execute the draft?"
        description="Every member's final picks will be replaced by the simulation you reviewed, and the league goes live again."
        confirmLabel="Continue"
        onConfirm={() => setDialog("re-execute")}
      />
      <SmartArchivalDialog leagueId={league.id} open={dialog === "archive"} onOpenChange={close} />
      <DraftOrderSheet
        open={dialog === "order"}
        onOpenChange={close}
        users={model.users}
        side={viewMode === "mobile" ? "bottom" : "right"}
        onReorder={league.isDraftMode ? model.actions.reorder : undefined}
        reordering={model.actions.busy === "reorder"}
      />
      <HistoryDialog leagueId={league.id} entry={model.openEntry} onClose={() => model.setOpenEntry(null)} />
    </>
  );
}
