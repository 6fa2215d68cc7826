// Covers signed AWS JSON calls (SES's REST-JSON SendEmail, Cognito's JSON-RPC AdminDeleteUser): path, signature, body, error names, retries.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { awsCall } from "./aws-call";

interface Seen {
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
type Answer = [status: number, body?: object, errorType?: string];

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A stand-in AWS endpoint that answers each call with the next of `answers` (the last one repeats). */
async function endpoint(answers: Answer[]) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c));
    req.on("end", () => {
      seen.push({ url: req.url, headers: req.headers, body });
      const [status, answer = {}, type] = answers[Math.min(seen.length, answers.length) - 1];
      res.writeHead(status, { "content-type": "application/json", ...(type ? { "x-amzn-errortype": `${type}:http://internal/` } : {}) });
      res.end(JSON.stringify(answer));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const sendEmail = { FromEmailAddress: "Treble <notifications@treble.local>", Destination: { ToAddresses: ["ana@example.com"] } };
const ses = (url: string) => awsCall("ses", url, (region) => `email.${region}.amazonaws.com`);
const send = (url: string) => ses(url)({ path: "/v2/email/outbound-emails", contentType: "application/json", body: sendEmail });

describe("awsCall", () => {
  it("posts the JSON body to the path, signed with SigV4 for the service, and answers the reply's JSON", async () => {
    const { url, seen } = await endpoint([[200, { MessageId: "m1" }]]);
    expect(await send(url)).toEqual({ MessageId: "m1" });
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe("/v2/email/outbound-emails");
    expect(seen[0].headers["content-type"]).toBe("application/json");
    expect(seen[0].headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=local\/\d{8}\/local\/ses\/aws4_request, SignedHeaders=\S*host\S*, Signature=[0-9a-f]{64}$/,
    );
    expect(seen[0].headers["x-amz-date"]).toMatch(/^\d{8}T\d{6}Z$/);
    expect(JSON.parse(seen[0].body)).toEqual(sendEmail);
  });

  it("sends a JSON-RPC call's target, and names a refusal by the body's __type when there is no error header", async () => {
    const { url, seen } = await endpoint([
      [400, { __type: "com.amazonaws.cognito#UserNotFoundException", message: "User does not exist." }],
    ]);
    const cognito = awsCall("cognito-idp", url, (region) => `cognito-idp.${region}.amazonaws.com`);
    const call = cognito({
      path: "/",
      contentType: "application/x-amz-json-1.1",
      target: "AWSCognitoIdentityProviderService.AdminDeleteUser",
      body: { UserPoolId: "pool", Username: "ana" },
    });
    await expect(call).rejects.toMatchObject({ name: "UserNotFoundException" });
    expect(seen).toHaveLength(1);
    expect(seen[0].headers["x-amz-target"]).toBe("AWSCognitoIdentityProviderService.AdminDeleteUser");
    expect(seen[0].headers["content-type"]).toBe("application/x-amz-json-1.1");
    expect(seen[0].headers.authorization).toContain("/local/cognito-idp/aws4_request");
  });

  it("tries again after throttling or a server error, up to three attempts", async () => {
    const recovering = await endpoint([[429, {}, "TooManyRequestsException"], [503], [200]]);
    await send(recovering.url);
    expect(recovering.seen).toHaveLength(3);

    const failing = await endpoint([[500, {}, "InternalServiceErrorException"]]);
    await expect(send(failing.url)).rejects.toMatchObject({ name: "InternalServiceErrorException" });
    expect(failing.seen).toHaveLength(3);
  });

  it("does not try a refused call again, and names AWS's error", async () => {
    const { url, seen } = await endpoint([[400, { message: "Email address is not verified." }, "MessageRejected"]]);
    await expect(send(url)).rejects.toMatchObject({ name: "MessageRejected", message: expect.stringContaining("not verified") });
    expect(seen).toHaveLength(1);
  });
});
