import { SendEmailCommand, SESv2Client } from "@aws-sdk/client-sesv2";
import nodemailer, { type Transporter } from "nodemailer";

/**
 * SMTP to the local host's mail catcher when an SMTP URL is set, Amazon SES (v2 API) otherwise.
 * Nodemailer builds the same MIME message for both, so the headers the catcher shows are the ones
 * SES sends. Imported on the first mail (mailer.ts): a module of its own so the SES client is
 * still tree-shaken to the two pieces used.
 */
export function createMailTransport(smtpUrl: string | undefined): Transporter {
  return smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ SES: { sesClient: new SESv2Client({}), SendEmailCommand } } as never);
}
