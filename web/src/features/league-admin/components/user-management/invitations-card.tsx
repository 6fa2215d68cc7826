import { MailQuestion, X } from "lucide-react";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { formatTimestamp } from "@/features/league-admin/lib/activity/format-timestamp";
import { useInvitations, type Invitation } from "@/features/league-admin/api/get-invitations";
import { refreshLeagueUsers } from "@/features/league-admin/lib/user-management/refresh-league-users";
import { withdrawInvitation } from "@/features/league-admin/api/withdraw-invitation";
import { toasts } from "@shared/messages";
import { WrapAtDots } from "@/components/ui/wrap-at-dots";

function WithdrawButton({ leagueId, invitation }: { leagueId: string; invitation: Invitation }) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const withdraw = async () => {
    setPending(true);
    try {
      await withdrawInvitation(leagueId, invitation.email);
      toast(toasts.invitationWithdrawn(invitation.email));
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast({ ...toasts.invitationNotWithdrawn, variant: "destructive" });
    } finally {
      setPending(false);
      refreshLeagueUsers(mutate, leagueId);
    }
  };
  return (
    <Button variant="ghost" size="sm" onClick={withdraw} disabled={pending} aria-label={`Withdraw invitation for ${invitation.email}`}>
      <X /> Withdraw
    </Button>
  );
}

/**
 * People added by e-mail who have not signed in yet; each can be withdrawn. Hidden when there
 * are none. Once the league is live they no longer join at sign-in (decision 0181): it says so,
 * and when they will.
 */
export function InvitationsCard({ leagueId, isDraftMode }: { leagueId: string; isDraftMode: boolean }) {
  const { invitations } = useInvitations(leagueId);
  if (!invitations?.length) return null;
  return (
    <Card data-testid="pending-invitations">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailQuestion className="size-4.5 text-navy-500" aria-hidden />
          Pending Invitations ({invitations.length})
        </CardTitle>
        <CardDescription>
          {isDraftMode
            ? "We e-mailed each an invitation. They become members the first time they sign in with this e-mail."
            : "The league went live before they signed in, and we e-mailed them so. Members join while a league is drafting: they join when it next opens for picks (its next season), unless you withdraw the invitation."}
        </CardDescription>
      </CardHeader>
      <ul className="divide-y divide-slate-100 border-t border-slate-100">
        {invitations.map((i) => (
          <li key={i.email} className="flex items-center gap-3 px-5 py-3">
            <div className="min-w-0 flex-1">
              <WrapAtDots text={i.name} className="block text-sm font-semibold text-slate-900" />
              <p className="text-xs text-slate-500">
                <WrapAtDots text={i.email} /> · invited {formatTimestamp(i.createdAt)}
                {!isDraftMode && " · waiting for the next season"}
              </p>
            </div>
            <WithdrawButton leagueId={leagueId} invitation={i} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
