import { MailQuestion } from "lucide-react";
import { usePendingInvitations } from "@/features/leagues/lib/get-pending-invitations";

/**
 * For someone in no league who was invited to one that went live before they signed in: where
 * they are invited, by whom, and when they join it (decision 0181), instead of a bare "not in a
 * league yet". Nothing when no invitation waits.
 */
export function PendingInvitationsNote() {
  const invitations = usePendingInvitations();
  if (invitations.length === 0) return null;
  return (
    <div
      data-testid="pending-invitations-note"
      className="rounded-xl border border-navy-100 bg-navy-50/60 p-4 text-left text-sm text-navy-900"
    >
      {invitations.map((i) => (
        <p key={i.leagueId} className="flex gap-2 [&+&]:mt-2">
          <MailQuestion className="mt-0.5 size-4 shrink-0 text-navy-500" aria-hidden />
          <span className="min-w-0 [overflow-wrap:anywhere]">
            {i.invitedBy} invited you to <strong>{i.leagueName}</strong>, but it started before you signed in: members join while a league
            is drafting. You join it as {i.name} when it next opens for picks (its next season). Until then, join or start another league.
          </span>
        </p>
      ))}
    </div>
  );
}
