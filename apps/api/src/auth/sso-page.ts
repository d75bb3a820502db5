const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type DemoAccount = { username: string; description: string };

const styles = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f3f5;color:#212529}
main{max-width:420px;margin:8vh auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.5rem;margin:0 0 4px}p.sub{margin:0 0 24px;color:#495057}
label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;box-sizing:border-box;padding:10px 12px;font-size:1rem;border:1px solid #adb5bd;border-radius:8px}
input:focus-visible,button:focus-visible{outline:3px solid #1c7ed6;outline-offset:2px}
button{margin-top:24px;width:100%;padding:12px;font-size:1rem;font-weight:600;color:#fff;background:#1864ab;border:0;border-radius:8px;cursor:pointer}
.error{margin:16px 0 0;padding:12px;border-radius:8px;background:#fff5f5;color:#c92a2a;border:1px solid #ffc9c9}
.demo{margin-top:28px;font-size:.9rem;color:#495057}.demo table{border-collapse:collapse;width:100%}
.demo th,.demo td{text-align:left;padding:4px 6px;border-bottom:1px solid #e9ecef}code{font-size:.95em}`;

/** The embedded sign-on page, in Italian, with labelled fields and the error announced to screen readers. */
export function renderLoginPage(opts: {
  service: string;
  error?: string;
  username?: string;
  demoAccounts?: DemoAccount[];
  demoPassword?: string;
}): string {
  const error = opts.error
    ? `<p class="error" role="alert" id="login-error">${escapeHtml(opts.error)}</p>`
    : '';
  const describedBy = opts.error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  const demo = opts.demoAccounts?.length
    ? `<section class="demo" aria-labelledby="demo-title"><h2 id="demo-title" style="font-size:1rem">Account dimostrativi</h2>
<p>Password per tutti: <code>${escapeHtml(opts.demoPassword ?? '')}</code></p>
<table><thead><tr><th scope="col">Utente</th><th scope="col">Profilo</th></tr></thead><tbody>
${opts.demoAccounts.map((a) => `<tr><td><code>${escapeHtml(a.username)}</code></td><td>${escapeHtml(a.description)}</td></tr>`).join('\n')}
</tbody></table></section>`
    : '';
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Accedi</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${styles}</style></head>
<body><main>
<h1>Accedi</h1><p class="sub">Inserisci le tue credenziali per accedere al portale.</p>
<form method="post" action="/sso/login" novalidate>
<input type="hidden" name="service" value="${escapeHtml(opts.service)}">
<label for="username">Nome utente</label>
<input id="username" name="username" autocomplete="username" required value="${escapeHtml(opts.username ?? '')}"${describedBy}${opts.username ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${opts.username ? ' autofocus' : ''}>
${error}
<button type="submit">Accedi</button>
</form>${demo}
</main></body></html>`;
}

export function renderMessagePage(title: string, text: string): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Torna al portale</a></p></main></body></html>`;
}

/** Log-out asked by a link from elsewhere: the user confirms with a button (a same-origin post). */
export function renderLogoutPage(service: string): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Esci dal portale</title><style>${styles}</style></head>
<body><main><h1>Esci dal portale</h1><p>Vuoi uscire dal portale?</p>
<form method="post" action="/sso/logout"><input type="hidden" name="service" value="${escapeHtml(service)}">
<button type="submit">Esci</button></form><p><a href="/">Torna al portale</a></p></main></body></html>`;
}
