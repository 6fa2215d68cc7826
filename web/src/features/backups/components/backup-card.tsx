import { Download, type LucideIcon } from "lucide-react";
import { useState } from "react";
import type { BackupType } from "@shared/backup";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { downloadBackup } from "../api/download-backup";
import { toasts } from "@shared/messages";

export interface BackupKind {
  type: BackupType;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** One kind of backup with its download button. */
export function BackupCard({ kind, leagueId }: { kind: BackupKind; leagueId: string }) {
  const [pending, setPending] = useState(false);
  const Icon = kind.icon;

  const download = async () => {
    setPending(true);
    try {
      const fileName = await downloadBackup(kind.type, leagueId);
      toast({ ...toasts.backupDownloaded(fileName), variant: "success" });
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast({ ...toasts.backupFailed, variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card className="flex flex-col p-5" data-testid={`backup-${kind.type}`}>
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-navy-50 text-navy-600">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">{kind.title}</h2>
          <p className="mt-1 text-sm text-slate-500">{kind.description}</p>
        </div>
      </div>
      <Button variant="outline" className="mt-5 self-start" onClick={download} disabled={pending}>
        <Download />
        {pending ? "Downloading..." : "Download JSON"}
        {/* Named by its visible words first (voice control says what it sees), then which backup. */}
        <span className="sr-only">: {kind.title}</span>
      </Button>
    </Card>
  );
}
