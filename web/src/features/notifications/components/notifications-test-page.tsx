import type { UserLeague } from "@shared/types";
import { AdminGate } from "@/components/session/admin-gate";
import { FeatureLists } from "./feature-lists";
import { PickRemindersCard } from "./pick-reminders-card";
import { TestNotificationCard } from "./test-notification-card";

function NotificationsTest({ league }: { league: UserLeague }) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Notifications Test</h1>
        <p className="mt-1 text-sm text-slate-500">Send reminders and try the bell before members rely on it.</p>
      </div>
      <div className="grid items-start gap-4 md:grid-cols-2">
        <PickRemindersCard league={league} />
        <TestNotificationCard />
      </div>
      <FeatureLists />
    </div>
  );
}

/** /notifications-test (product.md §2 'Notifications test'): league admins. */
export function NotificationsTestPage() {
  return (
    <AdminGate deniedReason="The notifications test is for league admins.">{(league) => <NotificationsTest league={league} />}</AdminGate>
  );
}
