import { Bell } from "lucide-react";
import { lazy } from "react";
import { Button } from "@/components/ui/button";
import { MenuOnDemand } from "@/components/ui/menu-on-demand";
import { useNotifications } from "../api/get-notifications";
import { bellLabel, unreadCount } from "../lib/notification-view";

const NotificationMenu = lazy(async () => ({ default: (await import("./notification-menu")).NotificationMenu }));

/** The header's bell (product.md §2 'Notification bell'): unread badge; the list, mark read and go to the action load on the first open. */
export function NotificationBell() {
  const { notifications } = useNotifications();
  const { badge, label } = bellLabel(unreadCount(notifications));
  return (
    <MenuOnDemand
      trigger={
        <Button variant="ghost" size="icon" className="relative" data-testid="notification-bell">
          {/* Named by its contents, not an aria-label: the badge shows "9+" above nine, and a label
              that does not hold the visible text fails WCAG 2.5.3 (label in name). Screen readers hear
              the whole count; the badge is for the eye. */}
          <span className="sr-only">{label}</span>
          <Bell className="size-5!" aria-hidden />
          {badge && (
            <span
              aria-hidden
              data-testid="notification-badge"
              className="absolute -right-0.5 -top-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-red-600 px-1 text-[10px] font-bold leading-none text-white ring-2 ring-white"
            >
              {badge}
            </span>
          )}
        </Button>
      }
      menu={(props) => <NotificationMenu {...props} />}
    />
  );
}
