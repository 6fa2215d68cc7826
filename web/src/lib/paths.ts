/**
 * Where screens send people. AFTER_JOIN_PATH is the leaderboard until the picks screen
 * (/register for signed-in users) exists; then it becomes that.
 */
export const AFTER_JOIN_PATH = "/leaderboard";

export const loginUrl = (redirect?: string) =>
  redirect ? `/api/login?redirect=${encodeURIComponent(redirect)}` : "/api/login";

export const LOGOUT_URL = "/api/logout";

export const inviteLink = (origin: string, code: string) => `${origin}/?code=${encodeURIComponent(code)}`;
