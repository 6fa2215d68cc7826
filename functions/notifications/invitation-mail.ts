import { escape, type RenderedMail } from "./mail-template";

/**
 * The mails to someone an admin invited by e-mail, who has no account yet: no notification
 * settings to honour and no subscription to end, so the footer says why the mail came and that
 * nothing happens unless they sign in. Same look as the notification mails (mail-template.ts).
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

const INK = "#0f172a";
const MUTED = "#64748b";
const BRAND = "#16a34a";

export function renderInvitationMail(input: InvitationMailInput): RenderedMail {
  const subject = input.title.includes(input.leagueName) ? input.title : `${input.title} · ${input.leagueName}`;
  const why = `You get this because ${input.invitedBy} added ${input.email} to ${input.leagueName} on Treble. Nothing happens unless you sign in; if you don't know them, ignore this e-mail.`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escape(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escape(input.message)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${INK};padding:16px 24px;color:#ffffff;font-size:18px;font-weight:700">Treble<span style="font-weight:400;color:#cbd5e1"> · ${escape(input.leagueName)}</span></td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 4px;font-size:13px;text-transform:uppercase;letter-spacing:.05em;color:${BRAND}">Invitation</p>
<h1 style="margin:0 0 12px;font-size:22px;line-height:1.3;color:${INK}">${escape(input.title)}</h1>
<p style="margin:0 0 8px;font-size:16px;line-height:1.5;color:${INK}">Hi ${escape(input.name)},</p>
<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${INK}">${escape(input.message)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 0"><tr><td style="border-radius:8px;background:${BRAND}">
<a href="${escape(input.actionUrl)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none">${escape(input.actionLabel)}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:12px;line-height:1.5;color:${MUTED}">${escape(why)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = `${input.leagueName}\n${input.title}\n\nHi ${input.name},\n\n${input.message}\n\n${input.actionLabel}: ${input.actionUrl}\n\n--\n${why}\n`;
  return { subject, html, text };
}
