import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

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

/**
 * The local host's mail catcher: an SMTP server that accepts every mail the app sends (nothing
 * leaves the machine) and a small web inbox to read them, with a JSON API for the tests and a
 * hook that reports a bounce or complaint the way SES does (onFeedback).
 */
export async function startMailCatcher(options: {
  smtpPort?: number;
  webPort?: number;
  onFeedback: (kind: "Bounce" | "Complaint", email: string) => Promise<void>;
}) {
  const mails: CaughtMail[] = [];

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    banner: "Treble local mail catcher",
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          // Unfolded, so a long List-Unsubscribe reads as one value.
          for (const line of parsed.headerLines)
            headers[line.key] = line.line
              .slice(line.line.indexOf(":") + 1)
              .replace(/\r?\n[ \t]+/g, " ")
              .trim();
          mails.push({
            id: randomUUID(),
            receivedAt: new Date().toISOString(),
            from: parsed.from?.text ?? "",
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            headers,
          });
          if (mails.length > KEEP) mails.splice(0, mails.length - KEEP);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(options.smtpPort ?? 0, "127.0.0.1", () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
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

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: `http://localhost:${(web.address() as AddressInfo).port}`,
    close: async () => {
      web.closeAllConnections();
      await new Promise<void>((r) => web.close(() => r()));
      await new Promise<void>((r) => smtp.close(() => r()));
    },
  };
}

const PAGE = `<style>body{font-family:system-ui,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}header{background:#0f172a;color:#fff;padding:12px 20px;font-weight:600}
main{max-width:960px;margin:0 auto;padding:16px}a{color:inherit}table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}
td,th{padding:8px 12px;border-bottom:1px solid #e2e8f0;text-align:left;font-size:14px}th{background:#f8fafc}iframe{width:100%;height:70vh;border:1px solid #e2e8f0;background:#fff;border-radius:8px}
pre{white-space:pre-wrap;background:#fff;padding:12px;border-radius:8px;font-size:13px}@media(max-width:600px){.when{display:none}}</style>`;

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
