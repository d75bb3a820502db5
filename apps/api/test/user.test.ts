import { userSchema } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = async (username: string, url: string) => {
  const token = await signIn(ctx.app, username);
  return ctx.app.inject({ url, headers: bearer(token) });
};

describe('GET /api/v1/user', () => {
  it.each([
    [
      'azienda',
      { userId: 'AZIENDA', isAdmin: false, isDemo: false, abilitazioni: { abilitatoCredibility: true } },
    ],
    [
      'azienda2',
      { userId: 'AZIENDA2', isAdmin: false, isDemo: false, abilitazioni: { abilitatoCredibility: true } },
    ],
    ['demo', { userId: 'DEMO', isAdmin: false, isDemo: true, abilitazioni: { abilitatoCredibility: true } }],
    ['analista', { userId: 'ANALISTA', isAdmin: true, isDemo: false }],
    ['nonabilitato', { userId: 'NONABILITATO', abilitazioni: { abilitatoCredibility: false } }],
    ['senzareport', { userId: 'SENZAREPORT', abilitazioni: { abilitatoCredibility: true } }],
  ])('returns the signed-in user %s', async (username, expected) => {
    const res = await get(username, '/api/v1/user');
    expect(res.statusCode).toBe(200);
    const body = userSchema.parse(res.json());
    expect(body).toMatchObject({ ...expected, loginUserId: expected.userId, status: 200 });
    expect(body.nome.length).toBeGreaterThan(0);
  });
});

describe('GET /api/v1/dominio/url-interne', () => {
  it('returns the user-profile address and the support contacts', async () => {
    const res = await get('azienda', '/api/v1/dominio/url-interne');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      profiloUtente: ctx.config.urls.profiloUtente,
      sitoFornitore: ctx.config.urls.sitoFornitore,
      assistenza: ctx.config.support,
    });
  });
});

describe('GET /api/v1/sintesi/ultimi-rapporti', () => {
  it('gives each company its own latest delivery', async () => {
    const a = (await get('azienda', '/api/v1/sintesi/ultimi-rapporti')).json();
    const b = (await get('azienda2', '/api/v1/sintesi/ultimi-rapporti')).json();
    expect(a.rapportiCredibility.cdRichiestaUltimoEvaso).toBeTruthy();
    expect(b.rapportiCredibility.cdRichiestaUltimoEvaso).toBeTruthy();
    expect(a.rapportiCredibility.cdRichiestaUltimoEvaso).not.toBe(
      b.rapportiCredibility.cdRichiestaUltimoEvaso,
    );
  });

  it('has both identifiers null for a company without a report', async () => {
    const res = await get('senzareport', '/api/v1/sintesi/ultimi-rapporti');
    expect(res.json().rapportiCredibility).toMatchObject({
      cdRichiestaUltimoEvaso: null,
      idConsegnaUltimoEvaso: null,
    });
  });

  it('is forbidden to a user without the credibility enablement', async () => {
    const res = await get('nonabilitato', '/api/v1/sintesi/ultimi-rapporti');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Utente non abilitato ad accedere alla piattaforma.');
  });

  it('is forbidden to an admin who has not selected a company', async () => {
    const res = await get('analista', '/api/v1/sintesi/ultimi-rapporti');
    expect(res.statusCode).toBe(403);
  });
});
