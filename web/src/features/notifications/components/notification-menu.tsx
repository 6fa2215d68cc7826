import { BellOff, CheckCheck } from "lucide-react";
import { useNavigate } from "react-router-dom";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { OnDemandMenuProps } from "@/components/ui/menu-on-demand";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { useNotifications, type AppNotification } from "../api/get-notifications";
import { markAllNotificationsRead } from "../api/mark-all-notifications-read";
import { markNotificationRead } from "../api/mark-notification-read";
import { inAppPath, markedRead, unreadCount } from "../lib/notification-view";
import { NotificationItem } from "./notification-item";
import { toasts } from "@shared/messages";

/** The bell's list (loaded on its first open): the notifications, mark read, go to the action. */
export function NotificationMenu({ open, onOpenChange, trigger }: OnDemandMenuProps) {
  const navigate = useNavigate();
  const { notifications, mutate } = useNotifications();
  const unread = unreadCount(notifications);
  // Ages are worked out when the list renders (on opening it and on each poll).
  const now = new Date();

  const failed = (error: unknown) => {
    if (!handledAsUnauthorized(error)) toast({ ...toasts.notificationsNotUpdated, variant: "destructive" });
  };

  const openNotification = (n: AppNotification) => {
    if (!n.isRead) {
      void mutate(
        markNotificationRead(n.id).then(() => markedRead(notifications ?? [], n.id)),
        { optimisticData: (current) => markedRead(current ?? [], n.id), rollbackOnError: true, revalidate: false },
      ).catch(failed);
    }
    const path = inAppPath(n.actionUrl);
    if (path) navigate(path);
  };

  const markAll = () => {
    void mutate(
      markAllNotificationsRead().then(() => markedRead(notifications ?? [])),
      { optimisticData: (current) => markedRead(current ?? []), rollbackOnError: true, revalidate: false },
    ).catch(failed);
  };

  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8} className="w-[22rem]" aria-label="Notifications">
        <div className="flex items-center justify-between gap-2 pr-1">
          <DropdownMenuLabel>Notifications</DropdownMenuLabel>
          {unread > 0 && (
            <DropdownMenuItem
              onSelect={(event) => {
                event.preventDefault();
                markAll();
              }}
              className="px-2 py-1 text-xs font-semibold text-pitch-700"
            >
              <CheckCheck className="size-3.5" aria-hidden /> Mark all read
            </DropdownMenuItem>
          )}
        </div>
        <DropdownMenuSeparator />
        {notifications && notifications.length > 0 ? (
          <div className="max-h-[min(24rem,70dvh)] space-y-0.5 overflow-y-auto">
            {notifications.map((n) => (
              <NotificationItem key={n.id} notification={n} now={now} onOpen={openNotification} />
            ))}
          </div>
        ) : (
          <div className="flex flex-col items-center gap-2 px-4 py-8 text-center" data-testid="notifications-empty">
            <BellOff className="size-6 text-slate-300" aria-hidden />
            <p className="text-sm font-medium text-slate-700">No notifications yet</p>
            <p className="text-xs text-slate-500">League news and pick reminders will show up here.</p>
          </div>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
