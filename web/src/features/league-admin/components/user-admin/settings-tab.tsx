import type { UserLeague } from "@shared/types";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { ModeBadge } from "@/components/ui/mode-badge";
import type { ViewMode } from "@/features/league-admin/lib/user-admin/view-mode";

/** Settings tab (product.md §2 'Enhanced User Management'): the view-mode switch and the league's mode, read-only here. */
export function SettingsTab({
  league,
  viewMode,
  onViewMode,
}: {
  league: UserLeague;
  viewMode: ViewMode;
  onViewMode: (mode: ViewMode) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Settings</CardTitle>
        <CardDescription>How this screen looks on this device. The season mode is changed on the Admin Dashboard.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <label className="flex items-center justify-between gap-4">
          <span>
            <span className="block text-sm font-medium text-slate-900">Mobile view</span>
            <span className="block text-xs text-slate-500">Cards sized for a phone instead of the desktop overview.</span>
          </span>
          <Switch
            checked={viewMode === "mobile"}
            onCheckedChange={(on) => onViewMode(on ? "mobile" : "desktop")}
            aria-label="Mobile view"
          />
        </label>
        <div className="flex items-center justify-between gap-4">
          <span className="text-sm font-medium text-slate-900">League mode</span>
          <ModeBadge isDraftMode={league.isDraftMode} draftLabel="Draft Mode" liveLabel="Live Mode" />
        </div>
      </CardContent>
    </Card>
  );
}
