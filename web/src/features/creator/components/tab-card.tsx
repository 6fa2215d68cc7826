import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

interface TabCardProps {
  title: string;
  /** "12 entries" and the like, beside the title. */
  summary?: string;
  onRefresh: () => void;
  refreshing: boolean;
  /** Buttons beside Refresh (Export CSV, Raise a test error). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame every creator tab shares: title, summary, Refresh, and the tab's own actions. */
export function TabCard({ title, summary, onRefresh, refreshing, actions, children }: TabCardProps) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <CardTitle>{title}</CardTitle>
          {summary && <p className="text-sm text-slate-500">{summary}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
            <RefreshCw className={refreshing ? "animate-spin" : undefined} aria-hidden />
            Refresh
          </Button>
        </div>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
