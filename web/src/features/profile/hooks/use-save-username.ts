import { useState } from "react";
import { useSWRConfig } from "swr";
import { toast } from "@/components/ui/toast-store";
import { CURRENT_USER_KEY } from "@/lib/session/get-current-user";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { updateUsername } from "../api/update-username";
import { toasts } from "@shared/messages";

/** Saves a new display name and refreshes everything that shows it. */
export function useSaveUsername() {
  const { mutate } = useSWRConfig();
  const { refreshLeagues } = useSelectedLeague();
  const [saving, setSaving] = useState(false);

  const save = async (username: string): Promise<boolean> => {
    setSaving(true);
    try {
      await updateUsername(username);
      await Promise.all([mutate(CURRENT_USER_KEY), refreshLeagues(), mutate((key) => typeof key === "string" && key.endsWith("/users"))]);
      toast({ ...toasts.usernameUpdated(username), variant: "success" });
      return true;
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast({ ...toasts.usernameNotSaved, variant: "destructive" });
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}
