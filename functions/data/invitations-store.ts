import { Invitation, type InvitationItem } from "./entities/invitation";

export async function invite(input: Omit<InvitationItem, "createdAt">): Promise<InvitationItem> {
  return (await Invitation.put({ ...input, createdAt: new Date().toISOString() }).go()).data;
}

export async function invitationsOfLeague(leagueId: string): Promise<InvitationItem[]> {
  return (await Invitation.query.byLeague({ leagueId }).go({ pages: "all" })).data;
}

export async function invitationsFor(email: string): Promise<InvitationItem[]> {
  return (await Invitation.query.byEmail({ email }).go({ pages: "all" })).data;
}

export async function withdrawInvitation(leagueId: string, email: string): Promise<void> {
  await Invitation.delete({ leagueId, email }).go();
}
