import { SendEmailCommand, SESv2Client } from "@aws-sdk/client-sesv2";
import nodemailer from "nodemailer";
import { config } from "../lib/config";
import type { RenderedMail } from "./mail-template";

type Transport = ReturnType<typeof nodemailer.createTransport>;

/**
 * One transport per process: SMTP to the local host's mail catcher when SMTP_URL is set, Amazon
 * SES (v2 API) otherwise. Nodemailer builds the same MIME message for both, so the headers the
 * catcher shows are the ones SES sends.
 */
let transport: Transport | undefined;
function mailTransport(): Transport {
  transport ??= config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ SES: { sesClient: new SESv2Client({}), SendEmailCommand } } as never);
  return transport;
}

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** RFC 8058: the URL a mail client POSTs `List-Unsubscribe=One-Click` to. */
  oneClickUnsubscribeUrl: string;
}

export async function sendMail(mail: OutgoingMail): Promise<void> {
  await mailTransport().sendMail({
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
