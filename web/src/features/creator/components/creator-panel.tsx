import { ControlsCard } from "./controls-card";
import { CreatorTabs } from "./creator-tabs";
import { DebugCard } from "./debug-card";
import { EmailToolCard } from "./email-tool-card";
import { useCreatorPieces } from "@/features/creator/pieces";

/** The operator's view of the whole site: the feed, the refreshes, every member's e-mail, and five tabs of records. */
export function CreatorPanel() {
  const { WindowDeadlineCard } = useCreatorPieces();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Creator Panel</h1>
        <p className="mt-1 text-sm text-slate-500">API calls, errors, data and refreshes for the whole site.</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <DebugCard />
        <ControlsCard />
      </div>
      <WindowDeadlineCard />
      <EmailToolCard />
      <CreatorTabs />
    </div>
  );
}
