import type { SendEmailCommandInput } from "@aws-sdk/client-sesv2";
import { config } from "../config";
import type { RenderedMail } from "./mail-template";

/** One SES client per process (mail-transport.ts), loaded with the first mail, not at every cold start. */
let sender: Promise<(input: SendEmailCommandInput) => Promise<unknown>> | undefined;
function mailSender() {
  sender ??= import("./mail-transport").then(({ createMailSender }) => createMailSender(config.sesEndpoint));
  return sender;
}

export interface OutgoingMail extends RenderedMail {
  to: string;
  /**
   * RFC 8058: the URL a mail client POSTs `List-Unsubscribe=One-Click` to. Absent only for an
   * invitation, which goes to someone with no account and no subscription to end.
   */
  oneClickUnsubscribeUrl?: string;
}

const utf8 = (data: string) => ({ Data: data, Charset: "UTF-8" });

export async function sendMail(mail: OutgoingMail): Promise<void> {
  await (
    await mailSender()
  )({
    FromEmailAddress: config.mailFrom,
    ...(config.mailReplyTo ? { ReplyToAddresses: [config.mailReplyTo] } : {}),
    Destination: { ToAddresses: [mail.to] },
    Content: {
      Simple: {
        Subject: utf8(mail.subject),
        Body: { Text: utf8(mail.text), Html: utf8(mail.html) },
        ...(mail.oneClickUnsubscribeUrl
          ? {
              Headers: [
                { Name: "List-Unsubscribe", Value: `<${mail.oneClickUnsubscribeUrl}>` },
                { Name: "List-Unsubscribe-Post", Value: "List-Unsubscribe=One-Click" },
              ],
            }
          : {}),
      },
    },
    ...(config.sesConfigurationSet ? { ConfigurationSetName: config.sesConfigurationSet } : {}),
  });
}
