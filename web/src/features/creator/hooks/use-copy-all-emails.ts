import { useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { getAllEmails } from "../api/get-all-emails";
import { toasts } from "@shared/messages";

/** Copy All Emails (product.md §8.6): asks for the list fresh, so a member who joined a minute ago is in it. */
export function useCopyAllEmails() {
  const [copying, setCopying] = useState(false);

  const copy = async () => {
    setCopying(true);
    try {
      const { emails, emailCount } = await getAllEmails();
      if (emailCount === 0) {
        toast(toasts.noEmailsFound);
        return;
      }
      await navigator.clipboard.writeText(emails);
      toast({ ...toasts.allEmailsCopied(emailCount), variant: "success" });
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast({ ...toasts.emailsNotCopied, variant: "destructive" });
    } finally {
      setCopying(false);
    }
  };

  return { copying, copy };
}
