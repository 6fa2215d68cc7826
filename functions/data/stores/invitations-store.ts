import { Invitation, type InvitationItem } from "../entities/invitation";

export async function invite(input: Omit<InvitationItem, "createdAt">): Promise<InvitationItem> {
  return (await Invitation.put({ ...input, createdAt: new Date().toISOString() }).go()).data;
}

export async function getInvitation(leagueId: string, email: string): Promise<InvitationItem | undefined> {
  return (await Invitation.get({ leagueId, email }).go()).data ?? undefined;
}

export async function invitationsOfLeague(leagueId: string): Promise<InvitationItem[]> {
  return (await Invitation.query.byLeague({ leagueId }).go({ pages: "all" })).data;
}

export async function invitationsFor(email: string): Promise<InvitationItem[]> {
  return (await Invitation.query.byEmail({ email }).go({ pages: "all" })).data;
}

/** Answers whether there was such an invitation (a conditional delete, so one request). */
export async function withdrawInvitation(leagueId: string, email: string): Promise<boolean> {
  try {
    await Invitation.delete({ leagueId, email })
      .where((attr, { exists }) => exists(attr.email))
      .go();
    return true;
  } catch (error) {
    if (error instanceof Error && /conditional/i.test(error.message)) return false;
    throw error;
  }
}
