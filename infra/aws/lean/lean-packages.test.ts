// Covers the build's trims of package code that functions load: web-push's asn1.js and proxy agent stand-ins, and the SDK schema modules made tree-shakable.
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, verify } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { SESv2Client, SendEmailCommand, type SendEmailCommandInput } from "@aws-sdk/client-sesv2";
import { functionBuild, inlineSchemaKeys, repoRoot } from "../function-settings";

const require = createRequire(import.meta.url);
// asn1.js as web-push itself loads it: the real one, to compare the stand-in with.
/** asn1.js's definition language, as far as web-push's one definition uses it. */
interface Asn1Node {
  seq(): Asn1Node;
  obj(...fields: Asn1Node[]): Asn1Node;
  key(name: string): Asn1Node;
  int(): Asn1Node;
  octstr(): Asn1Node;
  bitstr(): Asn1Node;
  objid(): Asn1Node;
  explicit(tag: number): Asn1Node;
  optional(): Asn1Node;
}
const asn1 = createRequire(require.resolve("web-push"))("asn1.js") as {
  define: (
    name: string,
    body: (this: Asn1Node) => void,
  ) => {
    encode: (value: unknown, encoding: string, options?: { label: string }) => string | Buffer;
  };
};
const leanAsn1 = require("./asn1.cjs") as typeof asn1;
const { HttpsProxyAgent } = require("./https-proxy-agent.cjs") as { HttpsProxyAgent: new (proxy: string) => unknown };
// @ts-expect-error plain JavaScript stand-in, loaded only by functionBuild's package stand-ins in the bundles
import { Sha256Js as LeanSha256Js } from "./sha256-js.mjs";

// web-push's own definition (web-push/src/vapid-helper.js).
const ECPrivateKeyASN = asn1.define("ECPrivateKey", function () {
  this.seq().obj(
    this.key("version").int(),
    this.key("privateKey").octstr(),
    this.key("parameters").explicit(0).objid().optional(),
    this.key("publicKey").explicit(1).bitstr().optional(),
  );
});
const prime256v1 = [1, 2, 840, 10045, 3, 1, 7];

describe("the asn1.js stand-in", () => {
  it("writes web-push's ECPrivateKey as a PEM Node reads as the very key asn1.js writes", () => {
    const lean = leanAsn1.define("ECPrivateKey", () => {});
    const asPrivateJwk = (pem: string | Buffer) => createPrivateKey(pem).export({ format: "jwk" });
    for (let i = 0; i < 30; i++) {
      const { privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
      const d = Buffer.from(privateKey.export({ format: "jwk" }).d!, "base64url");
      const value = { version: 1, privateKey: d, parameters: prime256v1 };
      const pem = lean.encode(value, "pem", { label: "EC PRIVATE KEY" });
      expect(pem).toMatch(/^-----BEGIN EC PRIVATE KEY-----\n/);
      expect(asPrivateJwk(pem)).toEqual(asPrivateJwk(ECPrivateKeyASN.encode(value, "pem", { label: "EC PRIVATE KEY" })));
      expect(asPrivateJwk(pem)).toEqual(privateKey.export({ format: "jwk" }));
      const der = lean.encode(value, "der") as Buffer;
      expect(createPrivateKey({ key: der, format: "der", type: "sec1" }).export({ format: "jwk" })).toEqual(asPrivateJwk(pem));
    }
  });

  it("refuses what web-push does not ask of it", () => {
    const lean = leanAsn1.define("ECPrivateKey", () => {});
    expect(() => leanAsn1.define("RSAPrivateKey", () => {})).toThrow(/no RSAPrivateKey/);
    expect(() =>
      lean.encode({ version: 1, privateKey: randomBytes(32), parameters: [1, 3, 132, 0, 34] }, "pem", { label: "EC PRIVATE KEY" }),
    ).toThrow(/P-256 ECPrivateKey only/);
    expect(() => lean.encode({ version: 1, privateKey: randomBytes(32), parameters: prime256v1 }, "base64")).toThrow(/not base64/);
  });
});

describe("the proxy agent stand-in", () => {
  it("fails loudly if a push is ever sent through a proxy", () => {
    expect(() => new HttpsProxyAgent("http://proxy:8080")).toThrow(/proxy option is not bundled/);
  });
});

describe("the SDK's JavaScript SHA-256 stand-in", () => {
  it("fails loudly if the SDK ever falls back to it", () => {
    expect(() => new (LeanSha256Js as new () => unknown)()).toThrow(/not bundled/);
  });
});

describe("inlineSchemaKeys", () => {
  it("writes a computed key whose constant is a string of the module as that string, and leaves any other alone", () => {
    const source = [
      'const _e = "error";',
      'const _hE = "httpError";',
      'export var X$ = [-3, n0, "X", { [_e]: _c, [_hE]: 400 }, [a[_q]], { [other]: 1 }];',
    ].join("\n");
    expect(inlineSchemaKeys(source)).toBe(
      [
        'const _e = "error";',
        'const _hE = "httpError";',
        'export var X$ = [-3, n0, "X", { "error": _c, "httpError": 400 }, [a[_q]], { [other]: 1 }];',
      ].join("\n"),
    );
  });
});

describe("inside a bundle", () => {
  const dir = mkdtempSync(join(tmpdir(), "treble-lean-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const bundle = async (name: string, contents: string) => {
    const built = await build({
      ...functionBuild,
      sourcemap: false,
      metafile: true,
      stdin: { contents, resolveDir: repoRoot, loader: "ts" },
      outfile: join(dir, `${name}.mjs`),
      logLevel: "silent",
    });
    // What the bundle holds: esbuild also lists modules it read and then shook out entirely.
    const held = Object.values(built.metafile.outputs).flatMap((output) => Object.entries(output.inputs));
    const inputs = held.filter(([, { bytesInOutput }]) => bytesInOutput > 0).map(([input]) => input);
    return { inputs, module: (await import(pathToFileURL(join(dir, `${name}.mjs`)).href)) as Record<string, unknown> };
  };

  it("web-push signs a VAPID token that verifies with the public key, without asn1.js, bn.js or the proxy agent", async () => {
    const { inputs, module } = await bundle(
      "push",
      [
        'import webpush from "web-push";',
        "export const keys = webpush.generateVAPIDKeys();",
        "export const request = (subscription: webpush.PushSubscription) => webpush.generateRequestDetails(subscription, 'hi', {",
        "  vapidDetails: { subject: 'mailto:ops@example.com', publicKey: keys.publicKey, privateKey: keys.privateKey },",
        "});",
      ].join("\n"),
    );
    expect(inputs.filter((input) => /node_modules[\\/](asn1\.js|bn\.js|https-proxy-agent|agent-base)[\\/]/.test(input))).toEqual([]);
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

  it("the SDK hashes with node:crypto, without its JavaScript SHA-256", async () => {
    const { inputs, module } = await bundle(
      "sha256",
      'import { Sha256 } from "@smithy/core/checksum";\nexport const digest = async (text: string) => { const h = new Sha256(); h.update(text); return Buffer.from(await h.digest()).toString("hex"); };',
    );
    expect(inputs.filter((input) => input.endsWith("Sha256Js.js"))).toEqual([]);
    expect(await (module.digest as (text: string) => Promise<string>)("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  }, 60_000);

  it("the SES client keeps the shapes SendEmail uses, drops the rest, and sends the request the package does, user agent included", async () => {
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
    const { inputs, module } = await bundle("ses", 'export { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";');
    expect(inputs.some((input) => input.includes("client-sesv2/dist-es/schemas/schemas_0.js"))).toBe(true);
    expect(readFileSync(join(dir, "ses.mjs"), "utf8")).not.toContain("BatchGetMetricDataQuery");
    const bundled = await sentBy(module.SESv2Client as typeof SESv2Client, module.SendEmailCommand as typeof SendEmailCommand);
    // The package's CommonJS build (what the test itself loads) writes its version into its code,
    // and has been a release behind package.json: the user agents are compared below, not here.
    expect({ ...bundled, userAgent: undefined }).toEqual({ ...(await sentBy(SESv2Client, SendEmailCommand)), userAgent: undefined });
    // The client's version in its user agent, read from its package.json (functionBuild keeps only that field).
    expect(bundled!.userAgent).toContain(`api/sesv2#${(require("@aws-sdk/client-sesv2/package.json") as { version: string }).version}`);
    expect(JSON.parse(bundled!.body)).toMatchObject({ FromEmailAddress: input.FromEmailAddress, EmailTags: input.EmailTags });
  }, 60_000);
});
