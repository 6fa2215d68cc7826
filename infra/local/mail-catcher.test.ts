/** The local mail catcher answers SES v2's SendEmail as the SDK sends it, keeps the mail with its headers, and refuses what SES would. */
import { SendEmailCommand, SESv2Client } from "@aws-sdk/client-sesv2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailCatcher, type CaughtMail } from "./mail-catcher";

let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let ses: SESv2Client;

beforeAll(async () => {
  catcher = await startMailCatcher({ onFeedback: async () => {} });
  ses = new SESv2Client({
    endpoint: catcher.sesEndpoint,
    region: "local",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
});
afterAll(async () => {
  ses.destroy();
  await catcher.close();
});

describe("mail catcher", () => {
  it("keeps a SendEmail's parts and headers, addressed as sent", async () => {
    const sent = await ses.send(
      new SendEmailCommand({
        FromEmailAddress: "Treble <notifications@treble.local>",
        ReplyToAddresses: ["help@treble.local"],
        Destination: { ToAddresses: ["Member@Example.com"] },
        Content: {
          Simple: {
            Subject: { Data: "Picks close soon – Gameweek 12", Charset: "UTF-8" },
            Body: { Text: { Data: "Pick now: http://localhost/picks" }, Html: { Data: "<p>Pick now</p>" } },
            Headers: [{ Name: "List-Unsubscribe-Post", Value: "List-Unsubscribe=One-Click" }],
          },
        },
      }),
    );
    const mails = (await (await fetch(`${catcher.inboxUrl}/api/messages?to=member@example.com`)).json()) as CaughtMail[];
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      id: sent.MessageId,
      from: "Treble <notifications@treble.local>",
      to: ["member@example.com"],
      subject: "Picks close soon – Gameweek 12",
      text: "Pick now: http://localhost/picks",
      html: "<p>Pick now</p>",
    });
    expect(mails[0].headers).toMatchObject({ "reply-to": "help@treble.local", "list-unsubscribe-post": "List-Unsubscribe=One-Click" });
  });

  it("refuses a mail without a recipient, as SES does, and keeps nothing", async () => {
    const before = ((await (await fetch(`${catcher.inboxUrl}/api/messages`)).json()) as CaughtMail[]).length;
    await expect(
      ses.send(
        new SendEmailCommand({
          FromEmailAddress: "a@treble.local",
          Destination: {},
          Content: { Simple: { Subject: { Data: "x" }, Body: {} } },
        }),
      ),
    ).rejects.toMatchObject({ name: "BadRequestException", $metadata: { httpStatusCode: 400 } });
    expect(((await (await fetch(`${catcher.inboxUrl}/api/messages`)).json()) as CaughtMail[]).length).toBe(before);
  });
});
