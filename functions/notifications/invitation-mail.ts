import { escape, mailLayout, type RenderedMail } from "./mail-template";

/**
 * The mails to someone an admin invited by e-mail, who has no account yet: no notification
 * settings to honour and no subscription to end, so the footer says why the mail came and that
 * nothing happens unless they sign in. The notification mails' layout (mail-template.ts).
 */
export interface InvitationMailInput {
  /** The name the admin typed for them. */
  name: string;
  email: string;
  leagueName: string;
  /** The admin who added them, as the league knows them. */
  invitedBy: string;
  title: string;
  message: string;
  actionUrl: string;
  actionLabel: string;
}

export function renderInvitationMail(input: InvitationMailInput): RenderedMail {
  const subject = input.title.includes(input.leagueName) ? input.title : `${input.title} · ${input.leagueName}`;
  const why = `You get this because ${input.invitedBy} added ${input.email} to ${input.leagueName} on Treble. Nothing happens unless you sign in; if you don't know them, ignore this e-mail.`;
  const html = mailLayout({
    subject,
    leagueName: input.leagueName,
    kicker: "Invitation",
    title: input.title,
    recipientName: input.name,
    message: input.message,
    actionUrl: input.actionUrl,
    actionLabel: input.actionLabel,
    footerHtml: escape(why),
  });
  const text = `${input.leagueName}\n${input.title}\n\nHi ${input.name},\n\n${input.message}\n\n${input.actionLabel}: ${input.actionUrl}\n\n--\n${why}\n`;
  return { subject, html, text };
}
