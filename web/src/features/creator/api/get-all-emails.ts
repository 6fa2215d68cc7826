import useSWR from "swr";
import { api } from "@/lib/api-client";

export interface AllEmails {
  /** One text, addresses separated by "; ". */
  emails: string;
  emailCount: number;
}

const ALL_EMAILS_KEY = "/api/creator/all-emails";

export const getAllEmails = () => api.get<AllEmails>(ALL_EMAILS_KEY);

/** Every member's address across all leagues, once each. */
export function useAllEmails() {
  const { data, error, isLoading } = useSWR(ALL_EMAILS_KEY, getAllEmails);
  return { emails: data, error, isLoading };
}
