import { createHash } from 'node:crypto';
import { CERTIFICATE_ID_PATTERN, certificateClaimsSchema } from '@portal/domain';
import { createLocalJWKSet, decodeProtectedHeader, errors, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestContext } from './helpers.ts';
import { startSmtp } from './smtp.ts';

/* Issue 17 §1–2: the verifiable certificate (stored bytes, hash, signed claims, status) and share links. */

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let ctx: TestContext;
let ticket: string;
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp({ env: { SMTP_URL: smtp.url } });
  ticket = await signIn(ctx.app, 'azienda');
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = ticket) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url });

async function current() {
  const res = await call('GET', '/attestato/verifica');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().attestato as {
    id: string;
    status: string;
    sha256: string;
    verifyUrl: string;
    expiresAt: string;
    issuedAt: string;
  };
}
async function download() {
  const latest = (await call('GET', '/sintesi/ultimi-rapporti')).json().rapportiCredibility;
  const res = await call(
    'GET',
    `/document/download/${latest.cdRichiestaUltimoAttestato}?idConsegna=${latest.idConsegnaUltimoAttestato}`,
  );
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}
async function regenerate() {
  const latest = (await call('GET', '/sintesi/ultimi-rapporti')).json().rapportiCredibility;
  const res = await call('PUT', `/document/rigenera/${latest.cdRichiestaUltimoAttestato}`);
  expect(res.statusCode, res.body).toBe(200);
}
async function share(body: object, token = ticket) {
  return call(
    'POST',
    '/attestato/condivisioni',
    { target: 'verifica', days: 30, maxViews: null, notify: false, ...body },
    token,
  );
}
const open = (url: string, ua = CHROME) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/public/v1/condivisioni/${new URL(url).pathname.split('/').at(-1)}/visualizzazioni`,
    headers: { 'user-agent': ua },
  });

describe('an issued certificate', () => {
  it('has a random id, a 12-month expiry, and is served byte-identically: the published hash is of those bytes', async () => {
    await regenerate();
    const issued = await current();
    expect(issued.id).toMatch(CERTIFICATE_ID_PATTERN);
    expect(Buffer.from(issued.id, 'base64url')).toHaveLength(18);
    const issuedAt = new Date(issued.issuedAt);
    const expiry = new Date(issued.expiresAt);
    expect(
      expiry.getUTCFullYear() * 12 +
        expiry.getUTCMonth() -
        (issuedAt.getUTCFullYear() * 12 + issuedAt.getUTCMonth()),
    ).toBe(12);
    const first = await download();
    const second = await download();
    expect(first.equals(second)).toBe(true);
    expect(createHash('sha256').update(first).digest('hex')).toBe(issued.sha256);
    // The verification address and id are printed on it (text of the PDF).
    const { extractText } = await import('unpdf');
    const { text } = await extractText(new Uint8Array(first), { mergePages: true });
    expect(text).toContain(issued.id);
    expect(text).toContain(`/verifica/${issued.id}`);
  });

  it('shows on the public page, without sign-in and not indexed, as valid with the company and the sections as issued', async () => {
    const issued = await current();
    const res = await publicGet(`/api/public/v1/attestati/${issued.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    const body = res.json();
    expect(body.status).toBe('valid');
    expect(body.sha256).toBe(issued.sha256);
    expect(body.company.denominazione).toBeTruthy();
    expect(body.sections.map((s: { key: string }) => s.key)).toEqual([
      'fidoCertificato',
      'situazioneEcoFin',
      'valutazioneTempiPagamento',
      'eventiNegativi',
    ]);
    expect(Math.abs(Date.parse(body.checkedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('carries only the sections chosen at issue', async () => {
    const saved = await call('POST', '/contribuzioni/salva-configurazione-attestato', {
      fidoCertificato: true,
      situazioneEcoFin: false,
      valutazioneTempiPagamento: false,
      eventiNegativi: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = (await publicGet(`/api/public/v1/attestati/${(await current()).id}`)).json();
    expect(body.sections.map((s: { key: string }) => s.key)).toEqual(['fidoCertificato', 'eventiNegativi']);
  });

  it('is superseded by a regeneration, which is a new issue with a new id and new bytes', async () => {
    const old = await current();
    const oldBytes = await download();
    await regenerate();
    const renewed = await current();
    expect(renewed.id).not.toBe(old.id);
    expect((await download()).equals(oldBytes)).toBe(false);
    const oldPage = (await publicGet(`/api/public/v1/attestati/${old.id}`)).json();
    expect(oldPage.status).toBe('superseded');
    expect(oldPage.sha256).toBe(old.sha256);
    expect(oldPage.endedAt).toBeTruthy();
    expect((await publicGet(`/api/public/v1/attestati/${renewed.id}`)).json().status).toBe('valid');
  });

  it('an unknown id is 404, a malformed one 400, both with an Italian message', async () => {
    const unknown = await publicGet(`/api/public/v1/attestati/${'A'.repeat(24)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Attestato non trovato.');
    const bad = await publicGet('/api/public/v1/attestati/short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Dati non validi/);
  });
});

describe('the signed claims', () => {
  it('verify with jose against the published JWKS (ES256, kid) and carry the PDF hash', async () => {
    const issued = await current();
    const jwks = await publicGet('/.well-known/jwks.json');
    expect(jwks.statusCode).toBe(200);
    expect(jwks.headers['access-control-allow-origin']).toBe('*');
    const keySet = jwks.json() as { keys: { kid: string; d?: string }[] };
    expect(keySet.keys.every((k) => k.kid && !k.d)).toBe(true);
    const jwsRes = await publicGet(`/api/public/v1/attestati/${issued.id}/jws`);
    expect(jwsRes.statusCode).toBe(200);
    expect(jwsRes.headers['content-type']).toContain('application/jwt');
    const jws = jwsRes.body;
    expect(decodeProtectedHeader(jws)).toMatchObject({ alg: 'ES256', kid: keySet.keys[0]!.kid });
    const { payload } = await jwtVerify(jws, createLocalJWKSet(keySet as never), {
      issuer: 'http://localhost',
      subject: issued.id,
    });
    const claims = certificateClaimsSchema.parse(payload);
    expect(claims.pdf.sha256).toBe(issued.sha256);
    expect(claims.exp).toBe(Math.floor(Date.parse(issued.expiresAt) / 1000));
  });

  it('fail for a changed claim', async () => {
    const issued = await current();
    const keySet = createLocalJWKSet((await publicGet('/.well-known/jwks.json')).json());
    const [header, payload, signature] = (
      await publicGet(`/api/public/v1/attestati/${issued.id}/jws`)
    ).body.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    claims.azienda.denominazione = 'Altra Azienda S.p.A.';
    const forged = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
    await expect(jwtVerify(forged, keySet)).rejects.toBeInstanceOf(errors.JWSSignatureVerificationFailed);
    // The untouched token still verifies with the same key set.
    await expect(jwtVerify([header, payload, signature].join('.'), keySet)).resolves.toBeTruthy();
  });

  it('keys from configuration: the first private key signs, retired public keys stay published', async () => {
    const { exportJWK, generateKeyPair } = await import('jose');
    const fresh = await exportJWK(
      (await generateKeyPair('EdDSA', { extractable: true, crv: 'Ed25519' })).privateKey,
    );
    const retired = await exportJWK((await generateKeyPair('ES256', { extractable: true })).publicKey);
    const other = await createTestApp({
      env: {
        CERTIFICATE_SIGNING_KEYS: JSON.stringify([
          { ...fresh, kid: 'k2026', alg: 'EdDSA' },
          { ...retired, kid: 'k2025', alg: 'ES256' },
        ]),
      },
    });
    try {
      const jwks = (await other.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
      expect(jwks.keys.map((k: { kid: string }) => k.kid)).toEqual(['k2026', 'k2025']);
      expect(jwks.keys.some((k: { d?: string }) => k.d)).toBe(false);
      const t = await signIn(other.app, 'azienda');
      const res = await other.app.inject({
        method: 'GET',
        url: '/api/v1/attestato/verifica',
        headers: bearer(t),
      });
      const id = res.json().attestato.id;
      const jws = (await other.app.inject({ method: 'GET', url: `/api/public/v1/attestati/${id}/jws` })).body;
      expect(decodeProtectedHeader(jws)).toMatchObject({ alg: 'EdDSA', kid: 'k2026' });
      await expect(jwtVerify(jws, createLocalJWKSet(jwks))).resolves.toBeTruthy();
    } finally {
      await other.close();
    }
  });
});

describe('share links', () => {
  it('open the verification with a logged view (browser family and device only); revoked, they no longer open', async () => {
    await regenerate();
    const created = await share({ label: 'Banca Uno', notify: false });
    expect(created.statusCode, created.body).toBe(200);
    const link = created.json();
    expect(link.url).toMatch(/\/condivisione\/[A-Za-z0-9_-]{43}$/);
    const view = await open(link.url, IPHONE);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(view.json()).toMatchObject({
      target: 'verifica',
      pdfUrl: null,
      verification: { status: 'valid' },
    });
    const log = (await call('GET', '/attestato/visualizzazioni')).json();
    expect(log[0]).toMatchObject({
      linkId: link.id,
      label: 'Banca Uno',
      browser: 'safari',
      device: 'mobile',
    });
    expect(Object.keys(log[0]).sort()).toEqual([
      'browser',
      'device',
      'id',
      'label',
      'linkId',
      'target',
      'viewedAt',
    ]);
    const listed = (await call('GET', '/attestato/condivisioni')).json();
    expect(listed.find((l: { id: string }) => l.id === link.id)).toMatchObject({ views: 1, state: 'active' });
    expect(JSON.stringify(listed)).not.toContain(link.url.split('/').at(-1));

    const revoked = await call('POST', `/attestato/condivisioni/${link.id}/revoca`);
    expect(revoked.json().state).toBe('revoked');
    const gone = await open(link.url);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe('Questo link non è più disponibile.');
    expect((await call('GET', '/attestato/visualizzazioni')).json()).toHaveLength(log.length);
  });

  it('stop at the maximum of views, also when opened in parallel', async () => {
    const link = (await share({ maxViews: 2 })).json();
    const results = await Promise.all(Array.from({ length: 6 }, () => open(link.url)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 410)).toHaveLength(4);
    const listed = (await call('GET', '/attestato/condivisioni')).json();
    expect(listed.find((l: { id: string }) => l.id === link.id)).toMatchObject({
      views: 2,
      state: 'exhausted',
    });
  });

  it('to the PDF: the view may download exactly the issued bytes; a made-up view id may not', async () => {
    const link = (await share({ target: 'pdf', days: 1 })).json();
    const view = (await open(link.url)).json();
    expect(view.target).toBe('pdf');
    const pdf = await ctx.app.inject({ method: 'GET', url: view.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(view.verification.sha256);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: view.pdfUrl.replace(/visualizzazione=.*/, 'visualizzazione=00000000-0000-4000-8000-000000000000'),
    });
    expect(forged.statusCode).toBe(404);
  });

  it('notify the company when asked: a bell notification and an e-mail', async () => {
    const link = (await share({ label: 'Fornitore <X>', notify: true })).json();
    const before = smtp.received.length;
    expect((await open(link.url)).statusCode).toBe(200);
    const mail = await smtp.next('azienda@example.it', before);
    expect(mail.subject).toBe('Il tuo attestato è stato visualizzato');
    expect(mail.text).toContain('"Fornitore <X>"');
    expect(mail.html).toContain('Fornitore &lt;X&gt;');
    const bell = (await call('GET', '/monitoraggio/segnalazioni')).json();
    expect(bell.notifications[0].descrizioneEvento).toContain('Fornitore <X>');
  });

  it('refuse bad input in Italian and another company’s link is not found', async () => {
    for (const body of [
      { days: 2 },
      { maxViews: 0 },
      { maxViews: 1001 },
      { label: 'x'.repeat(81) },
      { target: 'html' },
    ]) {
      const res = await share(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/^Dati non validi/);
    }
    const mine = (await share({})).json();
    const other = await signIn(ctx.app, 'azienda2');
    const res = await call('POST', `/attestato/condivisioni/${mine.id}/revoca`, undefined, other);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Link di condivisione non trovato.');
    expect((await call('GET', '/attestato/visualizzazioni', undefined, other)).json()).toEqual([]);
  });

  it('a revoked certificate shows as revoked and cannot be shared any more', async () => {
    const link = (await share({})).json();
    const revoked = await call('POST', '/attestato/revoca');
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().attestato.status).toBe('revoked');
    expect((await open(link.url)).json().verification.status).toBe('revoked');
    const refused = await share({});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "L'attestato non è valido: generane uno nuovo prima di condividerlo.",
    );
    expect((await call('POST', '/attestato/revoca')).statusCode).toBe(409);
  });
});

describe('the public routes', () => {
  it('are rate limited per client address: 60 a minute, then 429 in Italian; another address is not affected', async () => {
    const limited = await createTestApp({ env: { RATE_LIMITS: 'true' } });
    try {
      const get = (remoteAddress: string) =>
        limited.app.inject({
          method: 'GET',
          url: `/api/public/v1/attestati/${'B'.repeat(24)}`,
          remoteAddress,
        });
      const answers = await Promise.all(Array.from({ length: 61 }, () => get('203.0.113.7')));
      expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(60);
      const refused = answers.find((a) => a.statusCode === 429)!;
      expect(refused.json().message).toMatch(/^Troppe richieste/);
      expect((await get('203.0.113.8')).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe('the PDF of an ended certificate through its links (issue 24, finding 9)', () => {
  const pdfLink = async () => {
    const res = await share({ target: 'pdf', days: 7 });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { url: string };
  };
  const download = (url: string, lang?: string) =>
    ctx.app.inject({ method: 'GET', url, ...(lang ? { headers: { 'accept-language': lang } } : {}) });

  it('superseded: a view opened before is refused the download (410); opening again offers none', async () => {
    await regenerate();
    const link = await pdfLink();
    const view = (await open(link.url)).json();
    expect((await download(view.pdfUrl)).statusCode).toBe(200);
    await regenerate();
    const refused = await download(view.pdfUrl);
    expect(refused.statusCode).toBe(410);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.json().message).toBe(
      "L'attestato è stato revocato o sostituito: il documento non è più disponibile.",
    );
    expect((await download(view.pdfUrl, 'en')).json().message).toBe(
      'The certificate has been revoked or superseded: the document is no longer available.',
    );
    const again = (await open(link.url)).json();
    expect(again.verification.status).toBe('superseded');
    expect(again.target).toBe('pdf');
    expect(again.pdfUrl).toBeNull();
  });

  it('revoked: the same, while a link to the valid certificate keeps serving until the revocation', async () => {
    const link = await pdfLink();
    const view = (await open(link.url)).json();
    expect((await download(view.pdfUrl)).statusCode).toBe(200);
    expect((await call('POST', '/attestato/revoca')).statusCode).toBe(200);
    expect((await download(view.pdfUrl)).statusCode).toBe(410);
    const again = (await open(link.url)).json();
    expect(again.verification.status).toBe('revoked');
    expect(again.pdfUrl).toBeNull();
  });
});
