import useSWR from "swr";
import { api } from "@/lib/api-client";

export interface ApiLogEntry {
  id: string;
  method: string;
  endpoint: string;
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

export const API_LOGS_KEY = "/api/creator/logs";

export const getApiLogs = () => api.get<ApiLogEntry[]>(API_LOGS_KEY);

/** The latest API calls, newest first (spec calls §7.10). */
export function useApiLogs() {
  const { data, error, isLoading, mutate } = useSWR(API_LOGS_KEY, getApiLogs);
  return { logs: data, error, isLoading, mutate };
}
