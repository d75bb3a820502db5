import { LIST_MESSAGES } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { OWN_COMPANY_MESSAGE } from '../src/features/contributions/modules/controparti-commerciali/checks.ts';
import { FOREIGN_COUNTERPART, VALID_OPERATING_PROFILE, VALID_REGISTRY } from './fixtures.ts';
import { ifMatchFor } from './helpers.ts';
import { useTestApp } from './test-app.ts';

/* Issue 19 §4: where the form offers a list, the server accepts only a value of that list. */

const { ctx, tokens } = useTestApp(['azienda']);
let company: Record<string, string>;
beforeAll(() => {
  company = tokens.azienda!;
});

const write = async (apiPath: string, body: unknown) => {
  const url = `/api/v1/contribuzioni/${apiPath}/scrivi`;
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...company, ...(await ifMatchFor(ctx.app, company, url)) },
    payload: body as object,
  });
};
const read = async (apiPath: string) =>
  (await ctx.app.inject({ url: `/api/v1/contribuzioni/${apiPath}/leggi`, headers: company })).json().records;

const ateco = (codice: string, versione = '07') => ({ codice, descrizione: 'x', versione });
const italian = (over: object = {}) => ({ idSoggetto: '1000002', denominazione: 'x', ...over });

describe.each([
  [
    'anagrafica',
    { ...VALID_REGISTRY, naturaGiuridica: 'ZZ' },
    'body.naturaGiuridica',
    LIST_MESSAGES.legalNature,
  ],
  ['anagrafica', { ...VALID_REGISTRY, provincia: 'ZZ' }, 'body.provincia', LIST_MESSAGES.province],
  [
    'anagrafica',
    { ...VALID_REGISTRY, provincia: 'FI', comune: 'MILANO' },
    'body.comune',
    LIST_MESSAGES.municipality,
  ],
  ['anagrafica', { ...VALID_REGISTRY, comune: 'NON ESISTE' }, 'body.comune', LIST_MESSAGES.municipality],
  ['anagrafica', { ...VALID_REGISTRY, ateco: ateco('46') }, 'body.ateco.codice', LIST_MESSAGES.atecoHeading],
  ['anagrafica', { ...VALID_REGISTRY, ateco: ateco('99.99.99') }, 'body.ateco.codice', LIST_MESSAGES.ateco],
  ['anagrafica', { ...VALID_REGISTRY, ateco: ateco('abc') }, 'body.ateco.codice', LIST_MESSAGES.ateco],
  [
    'profilo-operativo',
    { ...VALID_OPERATING_PROFILE, paesiImport: ['ZZ'] },
    'body.paesiImport.0',
    LIST_MESSAGES.country,
  ],
  [
    'profilo-operativo',
    { ...VALID_OPERATING_PROFILE, paesiExport: ['US', 'XX'] },
    'body.paesiExport.1',
    LIST_MESSAGES.country,
  ],
  [
    'controparti-commerciali',
    { clients: [], suppliers: [{ ...FOREIGN_COUNTERPART, paese: 'Narnia' }] },
    'body.suppliers.0.paese',
    LIST_MESSAGES.country,
  ],
  [
    'controparti-commerciali',
    { clients: [{ ...FOREIGN_COUNTERPART, paese: 'Narnia' }], suppliers: [] },
    'body.clients.0.paese',
    LIST_MESSAGES.country,
  ],
  [
    'controparti-commerciali',
    { clients: [], suppliers: [italian({ idSoggetto: '1000001' })] },
    'body.suppliers.0.idSoggetto',
    OWN_COMPANY_MESSAGE,
  ],
  [
    'controparti-commerciali',
    { clients: [italian({ idSoggetto: '1000001' })], suppliers: [] },
    'body.clients.0.idSoggetto',
    OWN_COMPANY_MESSAGE,
  ],
])('%s with %j', (apiPath, body, path, message) => {
  it(`is refused on ${path}: ${message}`, async () => {
    const before = await read(apiPath);
    const res = await write(apiPath, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
    expect(await read(apiPath)).toEqual(before);
  });
});

it('refuses keys an Italian counterparty does not have', async () => {
  const res = await write('controparti-commerciali', {
    clients: [italian({ atecoList: [] })],
    suppliers: [],
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toContainEqual({
    path: 'body.clients.0',
    message: 'Chiave non riconosciuta: "atecoList"',
  });
});

it("stores the list's names: the municipality as listed, the ATECO description of the list", async () => {
  const res = await write('anagrafica', {
    ...VALID_REGISTRY,
    comune: 'milano',
    ateco: { codice: '28.41.00', descrizione: 'scritta dal client', versione: '07' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [draft] = await read('anagrafica');
  expect(draft.comune).toBe('Milano');
  expect(draft.ateco).toMatchObject({ codice: '28.41.00', versione: '07' });
  expect(draft.ateco.descrizione).not.toBe('scritta dal client');
  expect(draft.ateco.descrizione.length).toBeGreaterThan(5);
});
