export interface ErrorEntry {
  id: string;
  type: string;
  message: string;
  timestamp: string;
  endpoint: string;
  stackTrace: string;
}

/** Every function's errors over a time range, newest first, a page at a time (spec calls §7.10). */
export const ERRORS_KEY = "/api/creator/errors";
