export interface ApiLogEntry {
  /** API Gateway's request id. */
  id: string;
  method: string;
  endpoint: string;
  /** The declared route, e.g. `GET /api/leagues/{id}`. */
  route: string;
  userId: string | null;
  username: string;
  timestamp: string;
  status: number;
  userAction: string;
  /** Milliseconds. */
  duration: number;
  /** Bytes. */
  responseSize: number;
  errorMessage: string | null;
}

/** The latest API calls over a time range, newest first, a page at a time (spec calls §7.10). */
export const API_LOGS_KEY = "/api/creator/logs";
