/** The local provider's sign-in form: e-mail and name, no password (local only). */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function signInPage(action: string, error?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in · Treble (local)</title>
<style>
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0f172a;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a}
  form{background:#fff;border-radius:16px;padding:32px;width:min(360px,calc(100vw - 48px));box-shadow:0 20px 50px rgba(0,0,0,.35)}
  h1{margin:0 0 4px;font-size:22px} p{margin:0 0 20px;color:#475569;font-size:14px}
  label{display:block;font-size:13px;font-weight:600;margin:14px 0 6px}
  input{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #cbd5e1;border-radius:10px;font-size:15px}
  button{margin-top:22px;width:100%;padding:11px;border:0;border-radius:10px;background:#16a34a;color:#fff;font-weight:600;font-size:15px;cursor:pointer}
  .error{color:#b91c1c;font-size:13px;margin-top:12px}
  .note{margin-top:16px;font-size:12px;color:#64748b;text-align:center}
</style></head>
<body><form method="post" action="${escape(action)}">
  <h1>Sign in to Treble</h1><p>Local sign-in: no password needed.</p>
  <label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" required autofocus>
  <label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name" required maxlength="60">
  ${error ? `<div class="error" role="alert">${escape(error)}</div>` : ""}
  <button type="submit">Continue</button>
  <div class="note">On AWS this page is Cognito's managed login.</div>
</form></body></html>`;
}
