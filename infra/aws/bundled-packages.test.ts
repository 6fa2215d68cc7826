// Covers packages as the function bundles carry them (functionBuild): web-push signs its VAPID token, the SES client sends the request the package does, http-errors makes its errors and ElectroDB sends the document client's own commands, each from inside a bundle.
import { createPublicKey, generateKeyPairSync, randomBytes, verify } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { SESv2Client, SendEmailCommand, type SendEmailCommandInput } from "@aws-sdk/client-sesv2";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { functionBuild, repoRoot } from "./function-settings";

const require = createRequire(import.meta.url);
const dir = mkdtempSync(join(tmpdir(), "treble-bundled-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `contents` bundled as a function is, then imported. */
async function bundle(name: string, contents: string): Promise<Record<string, unknown>> {
  await build({
    ...functionBuild,
    sourcemap: false,
    stdin: { contents, resolveDir: repoRoot, loader: "ts" },
    outfile: join(dir, `${name}.mjs`),
    logLevel: "silent",
  });
  return (await import(pathToFileURL(join(dir, `${name}.mjs`)).href)) as Record<string, unknown>;
}

describe("inside a function bundle", () => {
  it("web-push signs a VAPID token that verifies with the public key", async () => {
    const module = await bundle(
      "push",
      [
        'import webpush from "web-push";',
        "export const keys = webpush.generateVAPIDKeys();",
        "export const request = (subscription: webpush.PushSubscription) => webpush.generateRequestDetails(subscription, 'hi', {",
        "  vapidDetails: { subject: 'mailto:ops@example.com', publicKey: keys.publicKey, privateKey: keys.privateKey },",
        "});",
      ].join("\n"),
    );
    const keys = module.keys as { publicKey: string };
    const browser = generateKeyPairSync("ec", { namedCurve: "prime256v1" }).publicKey.export({ format: "jwk" });
    const p256dh = Buffer.concat([Buffer.from([4]), Buffer.from(browser.x!, "base64url"), Buffer.from(browser.y!, "base64url")]).toString(
      "base64url",
    );
    const details = (module.request as (s: unknown) => { headers: Record<string, string> })({
      endpoint: "https://push.example.com/s/1",
      keys: { p256dh, auth: randomBytes(16).toString("base64url") },
    });
    const [, token, publicKey] = details.headers.Authorization.match(/^vapid t=([\w.-]+), k=([\w-]+)$/)!;
    expect(publicKey).toBe(keys.publicKey);
    const [head, claims, signature] = token.split(".");
    const raw = Buffer.from(publicKey, "base64url");
    const key = createPublicKey({
      key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33).toString("base64url") },
      format: "jwk",
    });
    expect(
      verify("sha256", Buffer.from(`${head}.${claims}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url")),
    ).toBe(true);
  }, 60_000);

  it("the SES client sends the request the package does, its version in the user agent", async () => {
    const input: SendEmailCommandInput = {
      FromEmailAddress: "Treble <no-reply@example.com>",
      Destination: { ToAddresses: ["a@example.com"] },
      ReplyToAddresses: ["ops@example.com"],
      Content: { Simple: { Subject: { Data: "Live", Charset: "UTF-8" }, Body: { Text: { Data: "Go" }, Html: { Data: "<p>Go</p>" } } } },
      ListManagementOptions: { ContactListName: "members", TopicName: "news" },
      EmailTags: [{ Name: "kind", Value: "league-live" }],
    };
    // The request each client hands its HTTP handler, captured there instead of sent.
    const sentBy = async (Client: typeof SESv2Client, Command: typeof SendEmailCommand) => {
      let sent: { method: string; path: string; body: string; userAgent?: string } | undefined;
      // The body is the serializer's own Uint8Array class, which differs by bundle: compare its text.
      const client = new Client({
        region: "eu-west-2",
        credentials: { accessKeyId: "AK", secretAccessKey: "SK" },
        requestHandler: {
          handle: async (request: { method: string; path: string; body: Uint8Array; headers: Record<string, string> }) => {
            const body = Buffer.from(request.body).toString("utf8");
            sent = { method: request.method, path: request.path, body, userAgent: request.headers["user-agent"] };
            throw new Error("captured");
          },
        },
      });
      await expect(client.send(new Command(input))).rejects.toThrow("captured");
      return sent;
    };
    const module = await bundle("ses", 'export { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";');
    const bundled = await sentBy(module.SESv2Client as typeof SESv2Client, module.SendEmailCommand as typeof SendEmailCommand);
    // The package's CommonJS build (what the test itself loads) writes its version into its code,
    // and has been a release behind package.json: the user agents are compared below, not here.
    expect({ ...bundled, userAgent: undefined }).toEqual({ ...(await sentBy(SESv2Client, SendEmailCommand)), userAgent: undefined });
    expect(bundled!.userAgent).toContain(`api/sesv2#${(require("@aws-sdk/client-sesv2/package.json") as { version: string }).version}`);
    expect(JSON.parse(bundled!.body)).toMatchObject({ FromEmailAddress: input.FromEmailAddress, EmailTags: input.EmailTags });
  }, 60_000);

  it("http-errors makes its errors", async () => {
    const module = await bundle(
      "errors",
      'import createError from "http-errors";\nexport const make = (status: number) => createError(status, "m");\n',
    );
    const make = module.make as (status: number) => { status: number; expose: boolean };
    expect(make(404)).toMatchObject({ status: 404, expose: true, message: "m" });
    expect(make(500)).toMatchObject({ status: 500, expose: false, message: "m" });
  }, 60_000);

  it("ElectroDB sends the document client's own commands", async () => {
    const module = await bundle(
      "electrodb",
      [
        'import { Entity } from "electrodb";',
        'import { GetCommand } from "@aws-sdk/lib-dynamodb";',
        "const sent: unknown[] = [];",
        "const client = { send: async (command: unknown) => (sent.push(command), {}) };",
        'const model = { entity: "e", version: "1", service: "s" };',
        'const primary = { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } };',
        'const entity = new Entity({ model, attributes: { id: { type: "string" } }, indexes: { primary } }, { table: "t", client });',
        "export const get = async () => (await entity.get({ id: 'a' }).go(), sent[0]);",
        "export { GetCommand };",
      ].join("\n"),
    );
    const command = await (module.get as () => Promise<GetCommand>)();
    expect(command).toBeInstanceOf(module.GetCommand as typeof GetCommand);
    expect(command.input).toEqual({ TableName: "t", Key: { pk: "$s#id_a", sk: "$e_1" } });
  }, 60_000);
});
