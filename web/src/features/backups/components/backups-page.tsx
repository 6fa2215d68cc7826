import { DatabaseBackup, ListChecks, Trophy, Users } from "lucide-react";
import type { UserLeague } from "@shared/types";
import { AdminGate } from "@/components/session/admin-gate";
import { BackupCard, type BackupKind } from "./backup-card";

const KINDS: BackupKind[] = [
  {
    type: "full",
    title: "Full Backup",
    description: "Everything in the league: members, invitations, picks, drafts and activity. Enough to rebuild it.",
    icon: DatabaseBackup,
  },
  {
    type: "users",
    title: "Users",
    description: "Members with their e-mail, role and archive status, and pending invitations.",
    icon: Users,
  },
  { type: "selections", title: "Selections", description: "Each member's ranked 15 players, with when they registered.", icon: ListChecks },
  {
    type: "picks",
    title: "Final Picks",
    description: "The executed draft: each member's 3 players, the seed and the audit log.",
    icon: Trophy,
  },
];

function Backups({ league }: { league: UserLeague }) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Backups</h1>
        <p className="mt-1 text-sm text-slate-500">
          Download <span className="font-semibold text-slate-800">{league.name}</span> as JSON files named by type, league and date.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {KINDS.map((kind) => (
          <BackupCard key={kind.type} kind={kind} leagueId={league.id} />
        ))}
      </div>
    </div>
  );
}

/** /backups (product.md §2 'Backups', §7.9): league admins download their league. */
export function BackupsPage() {
  return <AdminGate deniedReason="Backups are for league admins.">{(league) => <Backups league={league} />}</AdminGate>;
}
