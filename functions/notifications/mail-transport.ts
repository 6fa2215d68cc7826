import { awsCall } from "../lib/aws-call";

/** What SES v2's SendEmail takes (the fields mailer.ts fills), as its JSON wire form. */
export interface SendEmailInput {
  FromEmailAddress: string;
  ReplyToAddresses?: string[];
  Destination: { ToAddresses: string[] };
  Content: {
    Simple: {
      Subject: Utf8Text;
      Body: { Text: Utf8Text; Html: Utf8Text };
      Headers: Array<{ Name: string; Value: string }>;
    };
  };
  ConfigurationSetName?: string;
}
interface Utf8Text {
  Data: string;
  Charset: "UTF-8";
}

/**
 * Mail goes out through the SES v2 API on both hosts: SES builds the MIME message from the parts and
 * headers it is given, and on the local host SES_ENDPOINT points at the mail catcher, which answers
 * the same call. SendEmail in its REST-JSON form through aws-call.ts rather than the SDK's SESv2
 * client (its schemas for the whole SES API and its REST-JSON protocol code were ~70 kB of each mail
 * sender's bundle for this one call). Imported on the first mail (mailer.ts).
 */
export function createMailSender(endpoint: string | undefined): (input: SendEmailInput) => Promise<void> {
  const call = awsCall("ses", endpoint, (region) => `email.${region}.amazonaws.com`);
  return async (input) => {
    await call({ path: "/v2/email/outbound-emails", contentType: "application/json", body: input });
  };
}
