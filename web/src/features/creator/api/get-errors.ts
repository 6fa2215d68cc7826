import useSWR from "swr";
import { api } from "@/lib/api-client";

export interface ErrorEntry {
  id: string;
  type: string;
  message: string;
  timestamp: string;
  endpoint: string;
  stackTrace: string;
}

export const ERRORS_KEY = "/api/creator/errors";

export const getErrors = () => api.get<ErrorEntry[]>(ERRORS_KEY);

/** Unhandled failures, newest first (spec calls §7.10). */
export function useErrors() {
  const { data, error, isLoading, mutate } = useSWR(ERRORS_KEY, getErrors);
  return { errors: data, error, isLoading, mutate };
}
