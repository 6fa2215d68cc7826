/** Where screens send people. A new member goes straight to picking players (spec 'Auto-join'). */
export const AFTER_JOIN_PATH = "/register";

export const loginUrl = (redirect?: string) =>
  redirect ? `/api/login?redirect=${encodeURIComponent(redirect)}` : "/api/login";

export const LOGOUT_URL = "/api/logout";

export const inviteLink = (origin: string, code: string) => `${origin}/?code=${encodeURIComponent(code)}`;
