// The SDK's client signs, retries and types AWS errors (kept: tests/tooling/required-libraries.test.ts).
import { SendEmailCommand, SESv2Client, type SendEmailCommandInput } from "@aws-sdk/client-sesv2";
import { awsClientOptions } from "../config";

/**
 * Mail goes out through the SES v2 API on both hosts: SES builds the MIME message from the parts and
 * headers it is given, and on the local host SES_ENDPOINT points at the mail catcher, which answers
 * the same call. Imported on the first mail (mailer.ts), so most cold starts, which send none, do
 * not load the client.
 */
export function createMailSender(endpoint: string | undefined): (input: SendEmailCommandInput) => Promise<unknown> {
  const client = new SESv2Client(awsClientOptions(endpoint));
  return (input) => client.send(new SendEmailCommand(input));
}
