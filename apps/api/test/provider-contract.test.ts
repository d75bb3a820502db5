import { LEGAL_FORMS } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVat } from '../src/demo/vat.ts';
import { legalNatures } from '../src/features/domain-lists/service.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { MACHINE, machineHeaders, machineKey, ndjson, reportFor, subjectLine } from './provider-helpers.ts';

/*
 * Issue 26 §1–2: the provider's contract enforced — code lists and check digits refused with the
 * field and the allowed values named, the revenue's unit guarded, a user of another company not
 * moved silently, the same username twice in any case refused — and nothing written on a refusal.
 */

let ctx: TestContext;
let key: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: { DEMO: 'false' } });
  key = await machineKey(ctx.database.db);
});
afterAll(() => ctx?.close());

const call = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: unknown, headers = {}) =>
  ctx.app.inject({
    method,
    url: `${MACHINE}${url}`,
    headers: { ...machineHeaders(key), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function count(table: 'subjects' | 'users' | 'report_deliveries') {
  const r = await ctx.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
}
async function tables() {
  return {
    subjects: await count('subjects'),
    users: await count('users'),
    deliveries: await count('report_deliveries'),
  };
}
const registryOf = (id: string, extra = {}) => {
  const { id: _id, ...registry } = subjectLine(id, extra);
  return registry;
};
type Refusal = { message: string; errors: { path: string; message: string }[] };

describe('code lists and check digits', () => {
  it('the legal-form code list of the contract is the reference list the portal offers', () => {
    expect(LEGAL_FORMS.map((f) => ({ cd_natgiu: f.code, denominazione: f.denominazione }))).toEqual(
      legalNatures(),
    );
  });

  it.each([
    ['naturaGiuridica', { naturaGiuridica: 'ZZZ' }, /expected one of .*"SR"/],
    ['statoAttivita', { statoAttivita: 'Z' }, /expected one of .*"A"/],
    [
      'partitaIva',
      { partitaIva: makeVat('0123456789').replace(/\d$/, (d) => String((Number(d) + 1) % 10)) },
      /check digit/,
    ],
    ['codiceFiscale', { codiceFiscale: 'RSSMRA85T10A562T' }, /check letter/],
  ])(
    'a company whose %s is off its list or check: 400 naming it, nothing written',
    async (field, extra, allowed) => {
      const before = await tables();
      const res = await call('PUT', '/companies/9100001', {
        subject: registryOf('9100001', extra),
        users: [{ username: 'code.list', nome: 'A', cognome: 'B' }],
      });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json() as Refusal;
      expect(body.errors[0]!.path).toBe(`body.subject.${field}`);
      expect(body.message).toContain(`body.subject.${field}`);
      expect(body.errors[0]!.message).toMatch(allowed);
      expect(await tables()).toEqual(before);
    },
  );

  it('accepts the check digits of real identifiers (a company, a person, an omocode-free person)', async () => {
    for (const [i, codiceFiscale] of ['00743110157', 'RSSMRA85T10A562S', 'MRTMTT25D09F205Z'].entries()) {
      const res = await call('PUT', `/companies/920000${i}`, {
        subject: registryOf(`920000${i}`, { codiceFiscale, partitaIva: '00743110157' }),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('an NDJSON line with a legal form off the list: the line, the field and the allowed values, nothing stored', async () => {
    const before = await count('subjects');
    const res = await call(
      'PUT',
      '/subjects',
      ndjson([subjectLine('9300001'), subjectLine('9300002', { naturaGiuridica: 'ZZZ' as 'SR' })]),
      {
        'content-type': 'application/x-ndjson',
      },
    );
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; errors: { line: number; message: string }[] };
    expect(body.errors).toEqual([
      { line: 2, message: expect.stringMatching(/^naturaGiuridica: Invalid option: expected one of .*"SR"/) },
    ]);
    expect(await count('subjects')).toBe(before);
  });

  it('a report with an icon, an ESG class or a legal form off its list: 400 naming the field, nothing delivered', async () => {
    const subject = subjectLine('9400001');
    expect((await call('PUT', '/companies/9400001', { subject: registryOf('9400001') })).statusCode).toBe(
      201,
    );
    const good = reportFor(subject);
    const cases: [string, (r: typeof good) => void][] = [
      [
        'body.content.valutazioniParziali.0.icona',
        (r) => {
          r.valutazioniParziali[0]!.icona = 'attenzione' as 'ok';
        },
      ],
      [
        'body.content.sostenibilita.esgScoreClass',
        (r) => {
          r.sostenibilita.esgScoreClass = 'B' as 'ALTA';
        },
      ],
      [
        'body.content.sostenibilita.esgPropensityClass',
        (r) => {
          r.sostenibilita.esgPropensityClass = 'alta' as 'ALTA';
        },
      ],
      [
        'body.content.company.legalForm.cd_natgiu',
        (r) => {
          r.company.legalForm.cd_natgiu = 'ZZZ' as 'SR';
        },
      ],
    ];
    for (const [path, spoil] of cases) {
      const content = structuredClone(good);
      spoil(content);
      const before = await tables();
      const res = await call('PUT', '/reports/R9400001/deliveries/C1', { subjectId: '9400001', content });
      expect(res.statusCode, path).toBe(400);
      expect((res.json() as Refusal).errors.map((e) => e.path)).toEqual([path]);
      expect(res.json().message).toMatch(/Invalid option: expected one of/);
      expect(await tables()).toEqual(before);
    }
    const esg = await call('PUT', '/companies/9400001/sustainability', {
      esgScoreClass: 'B',
      esgPropensityClass: null,
    });
    expect(esg.statusCode).toBe(400);
    expect((esg.json() as Refusal).errors[0]!.path).toBe('body.esgScoreClass');
    expect(
      (await call('PUT', '/reports/R9400001/deliveries/C1', { subjectId: '9400001', content: good }))
        .statusCode,
    ).toBe(201);
  });

  it('fatturato is in thousands of euro: 1000× the balance line "Fatturato" is refused as a unit mistake', async () => {
    const subject = subjectLine('9500001');
    expect((await call('PUT', '/companies/9500001', { subject: registryOf('9500001') })).statusCode).toBe(
      201,
    );
    const withRevenue = (fatturato: number, ammontare: number) => {
      const content = reportFor(subject);
      content.profiloOperativo!.fatturato = fatturato;
      content.bilancio!.valoriBilancio = [{ label: 'Fatturato', ammontare, percentuale: null }];
      return { subjectId: '9500001', content };
    };
    // 1.2 M€ of turnover sent as 1200000 "thousands" (1.2 billion): refused, the field named.
    const mistake = await call('PUT', '/reports/R9500001/deliveries/C1', withRevenue(1_200_000, 1_200_000));
    expect(mistake.statusCode).toBe(400);
    expect((mistake.json() as Refusal).errors[0]).toEqual({
      path: 'body.content.profiloOperativo.fatturato',
      message: expect.stringMatching(/thousands of euro.*send 1200/),
    });
    // Boundaries: 100× the line is refused, just under is taken (a real estimate may differ a lot, not 100×).
    expect(
      (await call('PUT', '/reports/R9500001/deliveries/C2', withRevenue(1_200_000, 12_000_000))).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/reports/R9500001/deliveries/C3', withRevenue(1_199_999, 12_000_000))).statusCode,
    ).toBe(201);
    expect(
      (await call('PUT', '/reports/R9500001/deliveries/C4', withRevenue(1200, 1_200_000))).statusCode,
    ).toBe(201);
    const over = await call('PUT', '/reports/R9500001/deliveries/C5', withRevenue(1_000_000_001, 2e12));
    expect((over.json() as Refusal).errors[0]!.path).toBe('body.content.profiloOperativo.fatturato');
  });
});

describe('English on the machine API', () => {
  it('refusals of the request-wide checks are English too, whatever Accept-Language says', async () => {
    const res = await call(
      'PUT',
      '/users/nul.user',
      { nome: 'A\u0000B', cognome: 'C' },
      { 'accept-language': 'it' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid data: body\.nome — /);
    expect(res.json().errors[0].message).not.toMatch(/[àèìòù]|non /);
  });
});

describe('users between companies', () => {
  beforeAll(async () => {
    for (const id of ['9600001', '9600002'])
      expect((await call('PUT', `/companies/${id}`, { subject: registryOf(id) })).statusCode).toBe(201);
    const user = await call('PUT', '/users/moved.user', {
      nome: 'Anna',
      cognome: 'Neri',
      subjectId: '9600001',
    });
    expect(user.statusCode).toBe(201);
  });
  const companyOf = async (username: string) => (await call('GET', `/users/${username}`)).json().subjectId;

  it('PUT /users to another company: 409 naming body.subjectId, unchanged; with moveFromCompany it moves', async () => {
    const refused = await call('PUT', '/users/MOVED.USER', {
      nome: 'Anna',
      cognome: 'Rossi',
      subjectId: '9600002',
    });
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as Refusal).errors[0]!.path).toBe('body.subjectId');
    expect(refused.json().message).toMatch(/belongs to company 9600001.*moveFromCompany/);
    expect((await call('GET', '/users/moved.user')).json()).toMatchObject({
      subjectId: '9600001',
      cognome: 'Neri',
    });
    const patch = await call('PATCH', '/users/moved.user', { subjectId: '9600002' });
    expect(patch.statusCode).toBe(409);
    const moved = await call('PUT', '/users/moved.user', {
      nome: 'Anna',
      cognome: 'Neri',
      subjectId: '9600002',
      moveFromCompany: true,
    });
    expect(moved.statusCode).toBe(200);
    expect(await companyOf('moved.user')).toBe('9600002');
    // The same company again is no move.
    expect(
      (await call('PUT', '/users/moved.user', { nome: 'Anna', cognome: 'Neri', subjectId: '9600002' }))
        .statusCode,
    ).toBe(200);
  });

  it('PUT /companies listing a user of another company: 409 naming the user, nothing of the request written', async () => {
    const before = await tables();
    const res = await call('PUT', '/companies/9600001', {
      subject: registryOf('9600001', { denominazione: 'NOME CAMBIATO S.R.L.' }),
      users: [
        { username: 'new.member', nome: 'Nuovo', cognome: 'Utente' },
        { username: 'Moved.User', nome: 'Anna', cognome: 'Neri' },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect((res.json() as Refusal).errors[0]!.path).toBe('body.users.1.username');
    expect(await tables()).toEqual(before);
    expect((await call('GET', '/companies/9600001')).json().subject.denominazione).toBe(
      'IMPRESA 9600001 S.R.L.',
    );
    expect(await companyOf('moved.user')).toBe('9600002');
  });

  it('the same username twice differing in case: 400 naming the second, nothing written', async () => {
    const before = await tables();
    const res = await call('PUT', '/companies/9700001', {
      subject: registryOf('9700001'),
      users: [
        { username: 'dup.u', nome: 'A', cognome: 'B' },
        { username: 'DUP.U', nome: 'C', cognome: 'D' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as Refusal).errors).toEqual([
      { path: 'body.users.1.username', message: expect.stringMatching(/same username twice/) },
    ]);
    expect(await tables()).toEqual(before);
    expect((await call('GET', '/companies/9700001')).statusCode).toBe(404);
  });
});
