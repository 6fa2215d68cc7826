import { CheckCircle2, Clock } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const IMPLEMENTED = [
  "Notification bell with an unread badge (9+ above nine)",
  "Dropdown list with each notification's age",
  "Mark one notification read by opening it",
  "Mark all read",
  "Pick reminder automation for members short of 15 picks",
  "Notifications kept on the server across devices",
  "Admin trigger endpoints for reminders and test notifications",
  "E-mail notifications with one-click unsubscribe",
  "Push notifications",
  "Deadline countdown",
  "League status alerts, draft results and a weekly story",
  "Notification preferences and quiet hours",
];

const PLANNED = ["Scheduled reminders you can configure"];

function FeatureList({ title, items, done }: { title: string; items: string[]; done: boolean }) {
  const Icon = done ? CheckCircle2 : Clock;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2" aria-label={title}>
          {items.map((item) => (
            <li key={item} className="flex items-start gap-2 text-sm text-slate-700">
              <Icon className={done ? "mt-0.5 size-4 shrink-0 text-pitch-600" : "mt-0.5 size-4 shrink-0 text-slate-500"} aria-hidden />
              {item}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** What the notification system does today and what is planned (product.md §2 'Notifications test'). */
export function FeatureLists() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FeatureList title="Implemented Features" items={IMPLEMENTED} done />
      <FeatureList title="Planned Features" items={PLANNED} done={false} />
    </div>
  );
}
