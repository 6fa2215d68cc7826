import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** A caught mail as the inbox and the tests see it. */
export interface CaughtMail {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Enough for a long session; the oldest go first. */
const KEEP = 2_000;

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The part of SES v2's SendEmail request (simple content) the app sends. */
interface SendEmailRequest {
  FromEmailAddress?: string;
  ReplyToAddresses?: string[];
  Destination?: { ToAddresses?: string[] };
  Content?: {
    Simple?: {
      Subject?: { Data?: string };
      Body?: { Text?: { Data?: string }; Html?: { Data?: string } };
      Headers?: Array<{ Name?: string; Value?: string }>;
    };
  };
}

/** The mail SES would deliver for a SendEmail request, or why SES would refuse it. */
function caughtMail(request: SendEmailRequest): CaughtMail | string {
  const simple = request.Content?.Simple;
  const to = request.Destination?.ToAddresses ?? [];
  if (!request.FromEmailAddress || !to.length || !simple?.Subject?.Data)
    return "FromEmailAddress, Destination.ToAddresses and Content.Simple.Subject are required";
  const receivedAt = new Date().toISOString();
  // Header names lower-cased, as a mail parser reports them.
  const headers: Record<string, string> = {
    from: request.FromEmailAddress,
    to: to.join(", "),
    subject: simple.Subject.Data,
    date: new Date(receivedAt).toUTCString(),
    ...(request.ReplyToAddresses?.length ? { "reply-to": request.ReplyToAddresses.join(", ") } : {}),
  };
  for (const { Name, Value } of simple.Headers ?? []) if (Name && Value !== undefined) headers[Name.toLowerCase()] = Value;
  return {
    id: randomUUID(),
    receivedAt,
    from: request.FromEmailAddress,
    to: to.map((address) => address.toLowerCase()),
    subject: simple.Subject.Data,
    text: simple.Body?.Text?.Data ?? "",
    html: simple.Body?.Html?.Data ?? "",
    headers,
  };
}

/**
 * The local host's mail catcher: it answers SES v2's SendEmail (the functions' SES_ENDPOINT) and
 * keeps every mail instead of sending it (nothing leaves the machine), with a small web inbox to
 * read them, a JSON API for the tests and a hook that reports a bounce or complaint the way SES
 * does (onFeedback).
 */
export async function startMailCatcher(options: {
  webPort?: number;
  onFeedback: (kind: "Bounce" | "Complaint", email: string) => Promise<void>;
}) {
  const mails: CaughtMail[] = [];

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      if (url.pathname === "/v2/email/outbound-emails" && req.method === "POST") {
        let mail: CaughtMail | string;
        try {
          mail = caughtMail(JSON.parse(body || "{}") as SendEmailRequest);
        } catch {
          mail = "Malformed JSON body";
        }
        if (typeof mail === "string") {
          res.writeHead(400, { "content-type": "application/json", "x-amzn-errortype": "BadRequestException" });
          return res.end(JSON.stringify({ message: mail }));
        }
        mails.push(mail);
        if (mails.length > KEEP) mails.splice(0, mails.length - KEEP);
        return json(res, 200, { MessageId: mail.id });
      }
      if (url.pathname === "/api/messages" && req.method === "GET") {
        const to = url.searchParams.get("to")?.toLowerCase();
        return json(res, 200, to ? mails.filter((m) => m.to.includes(to)) : mails);
      }
      if (url.pathname === "/api/messages" && req.method === "DELETE") {
        mails.length = 0;
        return json(res, 200, { ok: true });
      }
      if (url.pathname === "/api/feedback" && req.method === "POST") {
        let input: { kind?: string; email?: string };
        try {
          input = JSON.parse(body || "{}");
        } catch {
          return json(res, 400, { message: "Malformed JSON body" });
        }
        if ((input.kind !== "Bounce" && input.kind !== "Complaint") || !input.email)
          return json(res, 400, { message: "kind (Bounce|Complaint) and email required" });
        options.onFeedback(input.kind, input.email).then(
          () => json(res, 200, { ok: true }),
          (error: Error) => json(res, 502, { message: error.message }),
        );
        return;
      }
      const one = url.pathname.match(/^\/messages\/([\w-]+)$/);
      if (one) {
        const mail = mails.find((m) => m.id === one[1]);
        if (!mail) return json(res, 404, { message: "No such mail" });
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(messagePage(mail));
      }
      if (url.pathname === "/") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(inboxPage(mails));
      }
      json(res, 404, { message: "Not found" });
    });
  });
  await new Promise<void>((resolve, reject) => {
    web.once("error", reject);
    web.listen(options.webPort ?? 0, "127.0.0.1", () => resolve());
  });

  const webPort = (web.address() as AddressInfo).port;
  return {
    sesEndpoint: `http://127.0.0.1:${webPort}`,
    inboxUrl: `http://localhost:${webPort}`,
    close: async () => {
      web.closeAllConnections();
      await new Promise<void>((r) => web.close(() => r()));
    },
  };
}

const PAGE = `<style>body{font-family:system-ui,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}header{background:#0f172a;color:#fff;padding:12px 20px;font-weight:600}
main{max-width:960px;margin:0 auto;padding:16px}a{color:inherit}table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}
td,th{padding:8px 12px;border-bottom:1px solid #e2e8f0;text-align:left;font-size:14px}th{background:#f8fafc}iframe{width:100%;height:70vh;border:1px solid #e2e8f0;background:#fff;border-radius:8px}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;padding:12px;border-radius:8px;font-size:13px}@media(max-width:600px){.when{display:none}}</style>`;

function inboxPage(mails: CaughtMail[]): string {
  const rows = [...mails]
    .reverse()
    .map(
      (m) =>
        `<tr><td class="when">${escape(m.receivedAt.replace("T", " ").slice(0, 19))}</td><td>${escape(m.to.join(", "))}</td><td><a href="/messages/${m.id}">${escape(m.subject)}</a></td></tr>`,
    )
    .join("");
  return `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Treble mail (${mails.length})</title>${PAGE}
<header>Treble local inbox · every mail the app sent (${mails.length})</header><main><table><tr><th class="when">received</th><th>to</th><th>subject</th></tr>${rows || '<tr><td colspan="3">No mail yet.</td></tr>'}</table></main>`;
}

function messagePage(mail: CaughtMail): string {
  const headers = [
    `From: ${mail.from}`,
    `To: ${mail.to.join(", ")}`,
    `Subject: ${mail.subject}`,
    ...["reply-to", "date", "list-unsubscribe", "list-unsubscribe-post"]
      .filter((k) => mail.headers[k])
      .map((k) => `${k}: ${mail.headers[k]}`),
  ].join("\n");
  return `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(mail.subject)}</title>${PAGE}
<header><a href="/">← Inbox</a> · ${escape(mail.subject)}</header><main><pre>${escape(headers)}</pre>
<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escape(mail.html)}"></iframe><h3>Plain text</h3><pre>${escape(mail.text)}</pre></main>`;
}
