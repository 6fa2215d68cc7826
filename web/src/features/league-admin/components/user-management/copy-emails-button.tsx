import { Check, Mail } from "lucide-react";
import { useEffect, useState } from "react";
import { COPIED_INDICATOR_MS } from "@shared/constants";
import { Button, type ButtonProps } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { getLeagueEmails, type EmailAudience } from "@/features/league-admin/lib/user-management/get-league-emails";
import { toasts } from "@shared/messages";

interface CopyEmailsButtonProps {
  leagueId: string;
  /** Everyone active, or only those still short of 15 picks (the incomplete-selections banner). */
  audience?: EmailAudience;
  /** Shown after the label, e.g. how many users it covers. */
  count?: number;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
}

/** Copies the league's e-mails as 'a; b' for a mail client's To field (product.md §3 'E-mail lists'). */
export function CopyEmailsButton({ leagueId, audience = "all", count, variant = "outline", size = "md" }: CopyEmailsButtonProps) {
  const [copied, setCopied] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    setPending(true);
    try {
      const { emails, emailCount } = await getLeagueEmails(leagueId, audience);
      if (emailCount === 0) {
        toast(toasts.noEmailsAvailable);
        return;
      }
      try {
        await navigator.clipboard.writeText(emails);
      } catch {
        toast({ ...toasts.emailsNotCopied, variant: "destructive" });
        return;
      }
      setCopied(true);
      toast({ ...toasts.emailsCopied(emailCount), variant: "success" });
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast({ ...toasts.emailsNotCopied, variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button variant={variant} size={size} onClick={copy} disabled={pending} aria-live="polite">
      {copied ? <Check className="text-pitch-600" /> : <Mail />}
      {copied ? "Copied!" : count === undefined ? "Copy Emails" : `Copy Emails (${count})`}
    </Button>
  );
}
