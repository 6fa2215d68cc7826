import {
  ArchiveRestore,
  CalendarClock,
  BellRing,
  DatabaseZap,
  HelpCircle,
  Home,
  LayoutDashboard,
  ListOrdered,
  LogIn,
  Megaphone,
  MessagesSquare,
  ShieldCheck,
  Trophy,
  UserCog,
  Users,
  UsersRound,
  type LucideIcon,
} from "lucide-react";

export interface NavContext {
  hasLeague: boolean;
  isAdmin: boolean;
  isCreator: boolean;
}

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Who sees the entry; absent means everyone signed in. */
  visible?: (context: NavContext) => boolean;
}

/**
 * The sidebar, in the product's order (product.md §2, route table). Later screens add one line here
 * (with `visible` for admin or creator entries) and one route in signed-in-routes.tsx.
 */
const NAV_ITEMS: NavItem[] = [
  { to: "/home", label: "Home", icon: Home },
  { to: "/join-league", label: "Join League", icon: LogIn, visible: (c) => !c.hasLeague },
  { to: "/dashboard", label: "Admin Dashboard", icon: LayoutDashboard, visible: (c) => c.isAdmin },
  { to: "/leaderboard", label: "Leaderboard", icon: Trophy },
  { to: "/chat", label: "League Chat", icon: MessagesSquare, visible: (c) => c.hasLeague },
  { to: "/original-picks", label: "My Picks", icon: ListOrdered, visible: (c) => c.hasLeague },
  { to: "/window", label: "January Window", icon: CalendarClock, visible: (c) => c.hasLeague },
  { to: "/updates", label: "What's New", icon: Megaphone },
  { to: "/faq", label: "FAQ & Rules", icon: HelpCircle },
  { to: "/profile-settings", label: "Profile Settings", icon: UserCog },
  { to: "/user-management", label: "User Management", icon: Users, visible: (c) => c.isAdmin },
  { to: "/enhanced-user-management", label: "Enhanced User Management", icon: UsersRound, visible: (c) => c.isAdmin },
  { to: "/backups", label: "Backups", icon: ArchiveRestore, visible: (c) => c.isAdmin },
  { to: "/verification", label: "Data Verification", icon: DatabaseZap, visible: (c) => c.isAdmin || c.isCreator },
  { to: "/notifications-test", label: "Notifications Test", icon: BellRing, visible: (c) => c.isAdmin },
  { to: "/creator", label: "Creator Panel", icon: ShieldCheck, visible: (c) => c.isCreator },
];

export const visibleNavItems = (context: NavContext) => NAV_ITEMS.filter((item) => item.visible?.(context) ?? true);
