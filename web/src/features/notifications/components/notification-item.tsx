import {
  AlarmClock,
  ArrowLeftRight,
  CalendarClock,
  Goal,
  Hourglass,
  ListChecks,
  Megaphone,
  MessageCircle,
  Newspaper,
  Shuffle,
} from "lucide-react";
import { notificationAge } from "@shared/reminders";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";
import type { AppNotification, NotificationType } from "../api/get-notifications";

const ICONS: Record<NotificationType, typeof Megaphone> = {
  deadline_reminder: CalendarClock,
  picks_needed: ListChecks,
  league_update: Megaphone,
  draft_result: Shuffle,
  weekly_story: Newspaper,
  transfer_window: ArrowLeftRight,
  draft_starting: AlarmClock,
  your_turn: Hourglass,
  goal_alert: Goal,
  chat_mention: MessageCircle,
};

interface NotificationItemProps {
  notification: AppNotification;
  now: Date;
  onOpen: (notification: AppNotification) => void;
}

/** One notification in the bell's list: unread ones are tinted and dotted. */
export function NotificationItem({ notification: n, now, onOpen }: NotificationItemProps) {
  const Icon = ICONS[n.type] ?? Megaphone;
  return (
    <DropdownMenuItem
      onSelect={() => onOpen(n)}
      className={cn("items-start gap-3 py-2.5", !n.isRead && "bg-pitch-50/70")}
      data-testid="notification-item"
      data-read={n.isRead}
    >
      <span
        className={cn(
          "mt-0.5 grid size-8 shrink-0 place-items-center rounded-full",
          n.isRead ? "bg-slate-100 text-slate-500" : "bg-pitch-100 text-pitch-700",
        )}
      >
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-2">
          <span className={cn("text-sm", n.isRead ? "font-medium text-slate-700" : "font-semibold text-slate-900")}>{n.title}</span>
          <span className="shrink-0 pt-0.5 text-[11px] text-slate-500">{notificationAge(n.createdAt, now)}</span>
        </span>
        <span className="mt-0.5 line-clamp-3 block text-xs leading-relaxed text-slate-600" title={n.message}>
          {n.message}
        </span>
      </span>
      {!n.isRead && <span className="mt-2 size-2 shrink-0 rounded-full bg-pitch-500" aria-label="Unread" />}
    </DropdownMenuItem>
  );
}
