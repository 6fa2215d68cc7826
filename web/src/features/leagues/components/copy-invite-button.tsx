import { Check, Link2 } from "lucide-react";
import { useEffect, useState } from "react";
import { COPIED_INDICATOR_MS } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { inviteLink } from "@/lib/paths";
import { toasts } from "@shared/messages";

/**
 * Copies `${origin}/?code=CODE`; the 'Copied!' state lasts two seconds (product.md §9). `compact` is
 * the phone's row of three: the word "Invite", with the full name for assistive technology.
 */
export function CopyInviteButton({ code, compact }: { code: string; compact?: boolean }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(inviteLink(window.location.origin, code));
      setCopied(true);
    } catch {
      toast({ ...toasts.linkNotCopied, variant: "destructive" });
    }
  };

  return (
    <Button
      variant={compact ? "outline" : "light"}
      size={compact ? "compact" : "md"}
      onClick={copy}
      aria-live="polite"
      aria-label={compact ? (copied ? "Copied!" : "Copy Invite Link") : undefined}
    >
      {copied ? <Check className="text-pitch-600" /> : <Link2 />}
      {copied ? "Copied!" : compact ? "Invite" : "Copy Invite Link"}
    </Button>
  );
}
