import { useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/features/auth/lib/unauthorized";
import { getEmails } from "../api/get-emails";

/** Copy Emails (spec §8.4): the list goes to the clipboard, ready for a mail client's To field. */
export function useCopyEmails(leagueId: string | undefined) {
  const [copying, setCopying] = useState(false);

  const copy = async (who: "all" | "without-picks") => {
    if (!leagueId) {
      toast({ title: "No league selected", variant: "destructive" });
      return;
    }
    setCopying(true);
    try {
      const { emails, emailCount } = await getEmails(leagueId, who);
      if (emailCount === 0) {
        toast({ title: "No Emails Available", description: "No active users with emails found in this league." });
        return;
      }
      await navigator.clipboard.writeText(emails);
      toast({ title: "Emails Copied", description: `${emailCount} e-mail address${emailCount === 1 ? "" : "es"} copied to the clipboard.`, variant: "success" });
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast({ title: "Copy Failed", description: "Failed to copy emails to clipboard. Please try again.", variant: "destructive" });
    } finally {
      setCopying(false);
    }
  };

  return { copying, copy };
}
