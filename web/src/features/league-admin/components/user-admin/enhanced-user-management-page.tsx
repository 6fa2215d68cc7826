import { BarChart3, Settings, Trophy, Users } from "lucide-react";
import { useState } from "react";
import type { UserLeague } from "@shared/types";
import { Skeleton } from "@/components/ui/skeleton";
import { IconTabs } from "@/components/ui/tabs";
import { useDraftUsers } from "@/features/league-admin/lib/draft/get-draft-users";
import { AdminGate } from "@/features/league-admin/components/draft/draft-admin-gate";
import { summariseReadiness } from "@/features/league-admin/lib/draft/readiness";
import { initialViewMode, type ViewMode } from "@/features/league-admin/lib/user-admin/view-mode";
import { ActivityTab } from "./activity-tab";
import { DraftTab } from "./draft-tab";
import { SettingsTab } from "./settings-tab";
import { SummaryTiles } from "./summary-tiles";
import { UsersTab } from "./users-tab";
import { ViewModeToggle } from "./view-mode-toggle";

/** /enhanced-user-management (product.md §2 'Enhanced User Management'): the league's members and its draft, for its admins. */
export function EnhancedUserManagementPage() {
  return <AdminGate>{(league) => <EnhancedUserManagement league={league} />}</AdminGate>;
}

function EnhancedUserManagement({ league }: { league: UserLeague }) {
  const { users, error, isLoading } = useDraftUsers(league.id);
  const [viewMode, setViewMode] = useState<ViewMode>(() => initialViewMode(window.innerWidth));
  const [tab, setTab] = useState("draft");
  const [executing, setExecuting] = useState(false);

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">Enhanced User Management</h1>
          <p className="text-sm text-slate-500">{league.name}</p>
        </div>
        <ViewModeToggle value={viewMode} onChange={setViewMode} />
      </header>
      {error ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to load users. Please try again.
        </p>
      ) : isLoading || !users ? (
        <div className="space-y-4" aria-busy>
          <Skeleton className="h-20 rounded-2xl" />
          <Skeleton className="h-72 rounded-2xl" />
        </div>
      ) : (
        <>
          <SummaryTiles league={league} readiness={summariseReadiness(users)} />
          <IconTabs
            listClassName="grid-cols-4"
            value={tab}
            onValueChange={setTab}
            tabs={[
              { value: "users", label: "Users", icon: Users, content: <UsersTab league={league} users={users} /> },
              {
                value: "draft",
                label: "Draft",
                icon: Trophy,
                content: <DraftTab league={league} viewMode={viewMode} executing={executing} onExecutingChange={setExecuting} />,
              },
              { value: "activity", label: "Activity", icon: BarChart3, content: <ActivityTab league={league} /> },
              {
                value: "settings",
                label: "Settings",
                icon: Settings,
                content: <SettingsTab league={league} viewMode={viewMode} onViewMode={setViewMode} />,
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
