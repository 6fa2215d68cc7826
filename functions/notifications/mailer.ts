import type { Transporter } from "nodemailer";
import { config } from "../lib/config";
import type { RenderedMail } from "./mail-template";

/**
 * One transport per process (mail-transport.ts). Nodemailer and the SES client are a third of the
 * mail senders' bundles: loaded with the first mail, not at every cold start (most runs send none).
 */
let transport: Promise<Transporter> | undefined;
function mailTransport(): Promise<Transporter> {
  transport ??= import("./mail-transport").then(({ createMailTransport }) => createMailTransport(config.smtpUrl));
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
