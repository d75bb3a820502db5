import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/http/log-redaction.ts';
import { bearer, createTestApp, signIn, type TestContext } from './helpers.ts';

/*
 * Issue 24, finding 7: share-link and supplier-confirmation tokens reached the logs in clear (only
 * ?ticket= was redacted). The logger's own output is read here.
 */

let ctx: TestContext;
const lines: string[] = [];
beforeAll(async () => {
  ctx = await createTestApp({ logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => ctx.close());

const token = () => randomBytes(32).toString('base64url');
const logged = () => lines.join('');

describe('request logs', () => {
  it('never carry a share-link token, through any of its addresses', async () => {
    const ticket = await signIn(ctx.app, 'azienda');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/attestato/condivisioni',
      headers: bearer(ticket),
      payload: { target: 'pdf', days: 7, maxViews: null, notify: false },
    });
    expect(created.statusCode, created.body).toBe(200);
    const url = new URL(created.json().url);
    const shareToken = url.pathname.split('/').at(-1)!;
    expect(shareToken.length).toBeGreaterThan(40);
    expect((await ctx.app.inject({ url: url.pathname })).statusCode).toBeLessThan(500);
    const view = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/v1/condivisioni/${shareToken}/visualizzazioni`,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect((await ctx.app.inject({ url: view.json().pdfUrl })).statusCode).toBe(200);

    const text = logged();
    expect(text).toContain('/api/public/v1/condivisioni/[redacted]/visualizzazioni');
    expect(text).toContain('/api/public/v1/condivisioni/[redacted]/pdf?visualizzazione=');
    expect(text).toContain('/condivisione/[redacted]');
    expect(text).not.toContain(shareToken);
    expect(text).not.toContain(ticket);
  });

  it('never carry a supplier-confirmation token, a ticket, a sign-on state or an authorization code', async () => {
    const confirmation = token();
    await ctx.app.inject({ url: `/conferma-pagamento/${confirmation}?lang=en` });
    await ctx.app.inject({
      method: 'POST',
      url: `/conferma-pagamento/${confirmation}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'answer=confirmed',
    });
    const secrets = { ticket: token(), state: token(), code: token(), sso_state: token() };
    await ctx.app.inject({ url: `/credibility?ticket=${secrets.ticket}&sso_state=${secrets.sso_state}` });
    await ctx.app.inject({ url: `/sso/oidc/callback?code=${secrets.code}&state=${secrets.state}` });
    await ctx.app.inject({ url: `/CONFERMA-PAGAMENTO/${confirmation}` });

    const text = logged();
    expect(text).toContain('/conferma-pagamento/[redacted]?lang=en');
    for (const secret of [confirmation, ...Object.values(secrets)]) expect(text).not.toContain(secret);
    // Still useful: the method and the rest of the address are there.
    expect(text).toContain('"method":"POST","url":"/conferma-pagamento/[redacted]"');
  });
});

describe('redactUrl', () => {
  it.each([
    ['/condivisione/abc', '/condivisione/[redacted]'],
    ['/condivisione/abc/', '/condivisione/[redacted]/'],
    [
      '/api/public/v1/condivisioni/abc/pdf?visualizzazione=v1',
      '/api/public/v1/condivisioni/[redacted]/pdf?visualizzazione=v1',
    ],
    ['/x//Condivisione/abc?y=1', '/x//Condivisione/[redacted]?y=1'],
    ['/conferma-pagamento/abc?lang=it', '/conferma-pagamento/[redacted]?lang=it'],
    ['/?ticket=t&service=/&sso_state=s', '/?ticket=[redacted]&service=/&sso_state=[redacted]'],
    ['/sso/oidc/callback?state=s&code=c&iss=x', '/sso/oidc/callback?state=[redacted]&code=[redacted]&iss=x'],
    ['/a?TICKET=t#f', '/a?TICKET=[redacted]#f'],
    ['/verifica/AbCdEf', '/verifica/AbCdEf'],
    ['/api/v1/user?codeword=1&xticket=2', '/api/v1/user?codeword=1&xticket=2'],
  ])('%s', (url, expected) => expect(redactUrl(url)).toBe(expected));
});
