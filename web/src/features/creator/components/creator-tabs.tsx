import { Activity, AlertTriangle, CalendarDays, Database, ScrollText } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ActivityTab } from "./activity-tab";
import { ApiLogsTab } from "./api-logs-tab";
import { DbTab } from "./db-tab";
import { ErrorsTab } from "./errors-tab";
import { GameweekTab } from "./gameweek-tab";

const TABS = [
  { value: "api", label: "API", icon: ScrollText, Panel: ApiLogsTab },
  { value: "db", label: "DB", icon: Database, Panel: DbTab },
  { value: "gw", label: "GW", icon: CalendarDays, Panel: GameweekTab },
  { value: "activity", label: "Activity", icon: Activity, Panel: ActivityTab },
  { value: "errors", label: "Errors", icon: AlertTriangle, Panel: ErrorsTab },
];

/** The five record tabs (product.md §2 'Creator panel'); each loads its data the first time it is opened. */
export function CreatorTabs() {
  return (
    <Tabs defaultValue="api">
      <TabsList className="grid-cols-5">
        {TABS.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon className="hidden sm:block" aria-hidden />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map(({ value, Panel }) => (
        <TabsContent key={value} value={value}>
          <Panel />
        </TabsContent>
      ))}
    </Tabs>
  );
}
