import { notificationTypeLabels, type NotificationType } from "../../shared/notification-types";
import type { Story, WeeklyStory } from "./story";

/**
 * The one template family for every notification mail: hand-written, inline-styled, table
 * based HTML (what mail clients render alike), 600 px wide and fluid on phones, plus a plain
 * text part. A league's name, what happened, one button into the app, and a footer saying why
 * the mail came and how to stop it.
 */
export interface MailInput {
  type: NotificationType;
  title: string;
  message: string;
  leagueName?: string;
  /** Absolute URL of the one button. */
  actionUrl: string;
  actionLabel: string;
  /** Absolute URL of the settings page with the unsubscribe token. */
  unsubscribeUrl: string;
  preferencesUrl: string;
  recipientName: string;
  story?: Story;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const INK = "#0f172a";
const MUTED = "#64748b";
const BRAND = "#16a34a";

const move = (n: number) => (n > 0 ? `▲${n}` : n < 0 ? `▼${-n}` : "–");

function storyHtml(story: Story | undefined): string {
  // A goal alert's message says it all; its story is kept for the quiet-hours summary.
  if (!story || story.kind === "goal") return "";
  if (story.kind === "draft") {
    const rows = story.players
      .map(
        (p, i) =>
          `<tr><td style="padding:8px 0;border-bottom:1px solid #e2e8f0;font-size:16px;color:${INK}"><strong>${i + 1}.</strong> ${escape(p.name)}${p.club ? ` <span style="color:${MUTED}">· ${escape(p.club)}</span>` : ""}</td></tr>`,
      )
      .join("");
    return `<table role="presentation" width="100%" style="margin:8px 0 16px">${rows}</table>`;
  }
  return weeklyHtml(story);
}

/** The goal race as bars: table cells with widths work in every mail client, images and SVG do not. */
function weeklyHtml(story: WeeklyStory): string {
  const top = story.table.slice(0, 8);
  const max = Math.max(1, ...top.map((r) => r.totalGoals));
  const table = top
    .map(
      (r, i) => `<tr style="${r.isYou ? "background:#f0fdf4" : ""}">
  <td style="padding:6px 4px;font-size:14px;color:${MUTED};width:24px">${i + 1}</td>
  <td style="padding:6px 4px;font-size:14px;color:${INK}">${escape(r.username)}${r.isYou ? " (you)" : ""}</td>
  <td style="padding:6px 4px;font-size:13px;color:${r.move > 0 ? BRAND : r.move < 0 ? "#dc2626" : MUTED};width:36px;text-align:right">${move(r.move)}</td>
  <td style="padding:6px 4px;width:45%"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
    <td style="width:${Math.round((r.totalGoals / max) * 100)}%;background:${r.isYou ? BRAND : "#94a3b8"};height:12px;border-radius:6px;font-size:0">&nbsp;</td><td style="font-size:0">&nbsp;</td>
  </tr></table></td>
  <td style="padding:6px 4px;font-size:14px;color:${INK};width:28px;text-align:right"><strong>${r.totalGoals}</strong></td>
</tr>`,
    )
    .join("");
  const scorers = story.topScorers.map((s) => `${escape(s.name)} (${s.goals})`).join(", ");
  const crown = story.crown
    ? `<p style="margin:0 0 16px;padding:12px 16px;border-radius:8px;background:#fef9c3;font-size:17px;font-weight:700;color:${INK}">&#127942; ${escape(story.crown)}</p>\n`
    : "";
  return `${crown}${scorers ? `<p style="margin:0 0 12px;font-size:14px;color:${MUTED}">League top scorers: ${scorers}</p>` : ""}
<p style="margin:16px 0 4px;font-size:13px;text-transform:uppercase;letter-spacing:.05em;color:${MUTED}">The goal race</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${table}</table>`;
}

function storyText(story: Story | undefined): string {
  if (!story || story.kind === "goal") return "";
  if (story.kind === "draft") return story.players.map((p, i) => `${i + 1}. ${p.name}${p.club ? ` (${p.club})` : ""}`).join("\n") + "\n\n";
  const lines: string[] = story.crown ? [`*** ${story.crown} ***`, ""] : [];
  if (story.topScorers.length) lines.push(`League top scorers: ${story.topScorers.map((s) => `${s.name} (${s.goals})`).join(", ")}`);
  lines.push("", "The table:");
  story.table
    .slice(0, 8)
    .forEach((r, i) => lines.push(`${i + 1}. ${r.username}${r.isYou ? " (you)" : ""}  ${r.totalGoals} goals  ${move(r.move)}`));
  return lines.join("\n") + "\n\n";
}

/** The parts of one mail that differ; the layout around them is the same for every mail. */
export interface MailLayoutInput {
  subject: string;
  leagueName?: string;
  /** The small coloured line above the title: what kind of mail this is. */
  kicker: string;
  title: string;
  recipientName: string;
  message: string;
  /** Ready HTML between the message and the button (a story), or "". */
  storyHtml?: string;
  actionUrl: string;
  actionLabel: string;
  /** Ready HTML of the footer: why the mail came, and any links. */
  footerHtml: string;
}

export function mailLayout(input: MailLayoutInput): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escape(input.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escape(input.message)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${INK};padding:16px 24px;color:#ffffff;font-size:18px;font-weight:700">Treble${input.leagueName ? `<span style="font-weight:400;color:#cbd5e1"> · ${escape(input.leagueName)}</span>` : ""}</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 4px;font-size:13px;text-transform:uppercase;letter-spacing:.05em;color:${BRAND}">${escape(input.kicker)}</p>
<h1 style="margin:0 0 12px;font-size:22px;line-height:1.3;color:${INK}">${escape(input.title)}</h1>
<p style="margin:0 0 8px;font-size:16px;line-height:1.5;color:${INK}">Hi ${escape(input.recipientName)},</p>
<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${INK}">${escape(input.message)}</p>
${input.storyHtml === undefined ? "" : `${input.storyHtml}\n`}<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 0"><tr><td style="border-radius:8px;background:${BRAND}">
<a href="${escape(input.actionUrl)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none">${escape(input.actionLabel)}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:12px;line-height:1.5;color:${MUTED}">${input.footerHtml}</td></tr>
</table></td></tr></table></body></html>`;
}

export function renderMail(input: MailInput): RenderedMail {
  const label = notificationTypeLabels[input.type].label;
  const subject = input.leagueName && !input.title.includes(input.leagueName) ? `${input.title} · ${input.leagueName}` : input.title;
  const why = `You get this because "${label}" e-mails are on in your Treble settings.`;
  const html = mailLayout({
    subject,
    leagueName: input.leagueName,
    kicker: label,
    title: input.title,
    recipientName: input.recipientName,
    message: input.message,
    storyHtml: storyHtml(input.story),
    actionUrl: input.actionUrl,
    actionLabel: input.actionLabel,
    footerHtml: `${escape(why)}
<a href="${escape(input.unsubscribeUrl)}" style="color:${MUTED}">Unsubscribe from ${escape(label.toLowerCase())}</a> · <a href="${escape(input.preferencesUrl)}" style="color:${MUTED}">All notification settings</a>`,
  });
  const text = `${input.leagueName ? `${input.leagueName}\n` : ""}${input.title}\n\nHi ${input.recipientName},\n\n${input.message}\n\n${storyText(input.story)}${input.actionLabel}: ${input.actionUrl}\n\n--\n${why}\nUnsubscribe from ${label.toLowerCase()}: ${input.unsubscribeUrl}\nAll notification settings: ${input.preferencesUrl}\n`;
  return { subject, html, text };
}
