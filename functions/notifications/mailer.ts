import type { Transporter } from "nodemailer";
import { config } from "../lib/config";
import type { RenderedMail } from "./mail-template";

/**
 * One transport per process: SMTP to the local host's mail catcher when SMTP_URL is set, Amazon
 * SES (v2 API) otherwise. Nodemailer builds the same MIME message for both, so the headers the
 * catcher shows are the ones SES sends. Nodemailer and the SES client are a third of the mail
 * senders' bundles: loaded with the first mail, not at every cold start (most runs send none).
 */
let transport: Promise<Transporter> | undefined;
function mailTransport(): Promise<Transporter> {
  transport ??= (async () => {
    const { default: nodemailer } = await import("nodemailer");
    if (config.smtpUrl) return nodemailer.createTransport(config.smtpUrl);
    const { SESv2Client, SendEmailCommand } = await import("@aws-sdk/client-sesv2");
    return nodemailer.createTransport({ SES: { sesClient: new SESv2Client({}), SendEmailCommand } } as never);
  })();
  return transport;
}

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** RFC 8058: the URL a mail client POSTs `List-Unsubscribe=One-Click` to. */
  oneClickUnsubscribeUrl: string;
}

export async function sendMail(mail: OutgoingMail): Promise<void> {
  await (
    await mailTransport()
  ).sendMail({
    from: config.mailFrom,
    replyTo: config.mailReplyTo,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    list: { unsubscribe: { url: mail.oneClickUnsubscribeUrl, comment: "Unsubscribe" } },
    headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    ...(config.sesConfigurationSet ? { ses: { ConfigurationSetName: config.sesConfigurationSet } } : {}),
  } as never);
}
