/** Business constants (product.md §9). One place, used by API and SPA. */
export const LEAGUE_CODE_LENGTH = 6;
/** No 0/O, 1/I/L: codes are read aloud and typed from phones. */
export const LEAGUE_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const SELECTIONS_PER_USER = 15;
export const FINAL_PICKS_PER_USER = 3;
export const DRAFT_ROUNDS = 3;
export const INACTIVE_DAYS_THRESHOLD = 7;
export const DEFAULT_ARCHIVE_REASON = "Incomplete player selections before draft execution";
/** @public The constants table of product.md §9, kept whole: the label the seeded season starts with (seasons are stored per league now). */
export const DEFAULT_SEASON_LABEL = "2025/26";
export const DEFAULT_PREFERRED_LEAGUE = "Expat Dads";
export const RANDOM_PICKS_MIN_GOALS_LAST_SEASON = 5;
export const POLL_INTERVAL_MS = 30_000;
export const CURRENT_USER_CACHE_MS = 5 * 60_000;
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const JOIN_PAGE_LOGIN_REDIRECT_DELAY_MS = 2000;
export const REGISTER_REDIRECT_AFTER_JOIN_MS = 1500;
export const COPIED_INDICATOR_MS = 2000;
export const TOAST_DURATION_MS = 5000;
export const DRAFT_HISTORY_LIMIT = 5;
export const ACTIVITY_COMPACT_COUNT = 10;

/** Our own limits where the product is silent (decision 0002, strict input). */
export const LEAGUE_NAME_MAX = 50;
export const USERNAME_MAX = 30;
export const MAX_BODY_BYTES = 64 * 1024;
/** A sign-in lasts a day, as the provider's ID token did when it was the cookie. */
export const SESSION_TTL_SECONDS = 24 * 3600;
/**
 * How far a picks save's revision (the SPA's clock in ms) may run ahead of both the stored
 * revision and the server's clock: room for a skewed clock, none for freezing a list forever.
 */
export const MAX_REVISION_LEAD_MS = 10 * 60 * 1000;
