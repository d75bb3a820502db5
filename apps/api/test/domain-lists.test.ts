import { domainListsResponseSchema, errorResponseSchema, municipalitiesResponseSchema } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from './helpers.ts';
import { useTestApp } from './test-app.ts';

const { ctx, tokens } = useTestApp(['azienda']);
let company: Record<string, string>;
beforeAll(() => {
  company = tokens.azienda!;
});

const get = (url: string, headers: Record<string, string> = company) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

const byName = new Intl.Collator('it', { sensitivity: 'base' }).compare;
const isSorted = (names: string[]) => names.every((name, i) => i === 0 || byName(names[i - 1]!, name) <= 0);

describe('GET /dominio/dati-dominio', () => {
  it('answers the three lists of the registry form in one call', async () => {
    const res = await get('/dominio/dati-dominio?chiave=province&chiave=ateco&chiave=natureGiuridiche');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    const body = domainListsResponseSchema.parse(res.json());
    expect(Object.keys(body).sort()).toEqual(['ateco', 'natureGiuridiche', 'province']);
  });

  it('answers only the requested key', async () => {
    const res = await get('/dominio/dati-dominio?chiave=natureGiuridiche');
    expect(Object.keys(res.json())).toEqual(['natureGiuridiche']);
  });

  it('lists the provinces, Milano included, sorted by name', async () => {
    const { province } = (await get('/dominio/dati-dominio?chiave=province')).json();
    expect(province.length).toBeGreaterThanOrEqual(107);
    expect(province).toContainEqual({ cd_provincia: 'MI', denominazione: 'Milano' });
    expect(isSorted(province.map((p: { denominazione: string }) => p.denominazione))).toBe(true);
  });

  it('lists the legal natures with their Registro Imprese codes', async () => {
    const { natureGiuridiche } = (await get('/dominio/dati-dominio?chiave=natureGiuridiche')).json();
    expect(natureGiuridiche).toHaveLength(74);
    expect(natureGiuridiche).toContainEqual({ cd_natgiu: 'SE', denominazione: "SOCIETA' SEMPLICE" });
  });

  it('lists both ATECO editions from the divisions down, as many codes as ISTAT less the sections', async () => {
    const { ateco } = (await get('/dominio/dati-dominio?chiave=ateco')).json() as {
      ateco: { codice: string; descrizione: string; versione: string }[];
    };
    const edition = (versione: string) => ateco.filter((e) => e.versione === versione);
    // ISTAT: 3,157 codes in 2007 (21 sections), 3,257 in 2025 (22 sections).
    expect(edition('07')).toHaveLength(3157 - 21);
    expect(edition('25')).toHaveLength(3257 - 22);
    expect(ateco.every((e) => /^\d{2}(\.\d{1,2}){0,2}$/.test(e.codice))).toBe(true);
    expect(edition('07').filter((e) => e.codice.length === 2)).toHaveLength(88);
    expect(edition('25').filter((e) => e.codice.length === 2)).toHaveLength(87);
    expect(edition('07')).toContainEqual({
      codice: '62.01.00',
      descrizione: "Produzione di software non connesso all'edizione",
      versione: '07',
    });
    expect(edition('25').some((e) => e.codice === '62.10.00')).toBe(true);
  });

  it.each([
    ['no key', ''],
    ['an unknown key', '?chiave=comuni'],
    ['an unknown key among good ones', '?chiave=province&chiave=comuni'],
    ['an empty key', '?chiave='],
  ])('answers 400 for %s', async (_label, query) => {
    const res = await get(`/dominio/dati-dominio${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().message).toContain('Parametro chiave assente o non valido');
  });
});

describe('GET /dominio/elenco-comuni', () => {
  it("lists Milano's municipalities, sorted by name, all in the province", async () => {
    const res = await get('/dominio/elenco-comuni?cdProvincia=MI');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    const list = municipalitiesResponseSchema.parse(res.json());
    expect(list).toContainEqual({ cd_comune: '015146', comune: 'Milano' });
    // ISTAT municipality codes start with the code of their province: 015 is Milano.
    expect(list.every((c) => c.cd_comune.startsWith('015'))).toBe(true);
    expect(list).toHaveLength(133);
    expect(isSorted(list.map((c) => c.comune))).toBe(true);
  });

  it('accepts the sigla in lower case', async () => {
    const res = await get('/dominio/elenco-comuni?cdProvincia=rm');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ cd_comune: '058091', comune: 'Roma' });
  });

  it('answers 404 for an unknown province, and for one abolished in 2026', async () => {
    for (const sigla of ['ZZ', 'SU']) {
      const res = await get(`/dominio/elenco-comuni?cdProvincia=${sigla}`);
      expect(res.statusCode).toBe(404);
      expect(errorResponseSchema.parse(res.json()).message).toContain(sigla);
    }
  });

  it.each(['', '?cdProvincia=', '?cdProvincia=MIL', '?cdProvincia=015', '?cdProvincia=M%20'])(
    'answers 400 for %j',
    async (query) => {
      const res = await get(`/dominio/elenco-comuni${query}`);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    },
  );
});

describe('access', () => {
  it.each(['/dominio/dati-dominio?chiave=province', '/dominio/elenco-comuni?cdProvincia=MI'])(
    '%s answers 401 without a session and 403 to a user not enabled',
    async (url) => {
      const anonymous = await get(url, {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['cache-control']).toBe('no-store');
      const notEnabled = await get(url, bearer(await signIn(ctx.app, 'nonabilitato')));
      expect(notEnabled.statusCode).toBe(403);
      expect(notEnabled.json().message).toBe('Utente non abilitato ad accedere alla piattaforma.');
    },
  );

  it('the routes are in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/v1/dominio/dati-dominio', '/api/v1/dominio/elenco-comuni']),
    );
  });
});

describe('paesi', () => {
  it('lists about 250 countries and regions with Italian names, sorted by name', async () => {
    const { paesi } = (await get('/dominio/dati-dominio?chiave=paesi')).json();
    expect(paesi.length).toBeGreaterThanOrEqual(240);
    expect(paesi).toContainEqual({ cd_paese: 'DE', denominazione: 'Germania' });
    expect(paesi).toContainEqual({ cd_paese: 'IT', denominazione: 'Italia' });
    expect(isSorted(paesi.map((p: { denominazione: string }) => p.denominazione))).toBe(true);
  });
});
