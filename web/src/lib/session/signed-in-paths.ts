/**
 * The signed-in screens (product.md §2 route table) that a signed-out visitor may reach through a
 * link or a bookmark. They are not 404s for that visitor: sign-in is offered, and it returns here.
 * /, /register and /multi-league have their own signed-out screens; /join-league, /creator, /faq
 * and /updates have theirs (signed-out-routes.tsx).
 */
export const SIGN_IN_FIRST_PATHS = [
  "/leaderboard",
  "/leaderboard-desktop",
  "/home",
  "/dashboard",
  "/original-picks",
  "/profile",
  "/profile-settings",
  "/user-management",
  "/enhanced-user-management",
  "/backups",
  "/verification",
  "/notifications-test",
] as const;

const TITLES: Record<(typeof SIGN_IN_FIRST_PATHS)[number], string> = {
  "/leaderboard": "the leaderboard",
  "/leaderboard-desktop": "the leaderboard",
  "/home": "your home page",
  "/dashboard": "the admin dashboard",
  "/original-picks": "your picks",
  "/profile": "your profile",
  "/profile-settings": "your profile settings",
  "/user-management": "user management",
  "/enhanced-user-management": "user management",
  "/backups": "the backups",
  "/verification": "data verification",
  "/notifications-test": "the notifications test",
};

/** What the visitor was trying to open, in words ("Sign in to see the leaderboard"). */
export const destinationName = (path: string) => TITLES[path as keyof typeof TITLES] ?? "this page";
