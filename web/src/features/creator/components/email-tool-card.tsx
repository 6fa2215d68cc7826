import { Copy, Mail } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAllEmails } from "../api/get-all-emails";
import { useCopyAllEmails } from "../hooks/use-copy-all-emails";
import { emailPreview } from "../lib/email-preview";
import { LoadFailed } from "./empty-text";
import { plural } from "@shared/text";

/** Every member's e-mail across all leagues: a count, a 200-character preview, and one copy for a mail client's To field. */
export function EmailToolCard() {
  const { emails, error, isLoading } = useAllEmails();
  const { copying, copy } = useCopyAllEmails();
  const count = emails?.emailCount ?? 0;

  return (
    <Card data-testid="email-tool">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle className="flex items-center gap-2">
            <Mail className="size-4 text-pitch-600" aria-hidden />
            Participant E-mails
          </CardTitle>
          <p className="mt-1 text-sm text-slate-500" data-testid="email-count">
            {emails ? `${plural(count, "participant")} found` : "Counting participants..."}
          </p>
        </div>
        <Button variant="outline" onClick={() => void copy()} disabled={copying}>
          <Copy aria-hidden />
          Copy All Emails
        </Button>
      </CardHeader>
      <CardContent>
        {error && <LoadFailed>Failed to load the e-mail list.</LoadFailed>}
        {isLoading && <Skeleton className="h-12" />}
        {emails && (
          <p className="rounded-lg [overflow-wrap:anywhere] bg-slate-50 p-3 font-mono text-xs text-slate-700" data-testid="email-preview">
            {count === 0 ? "No participants with e-mail addresses yet." : emailPreview(emails.emails)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
