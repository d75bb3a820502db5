import { contributionsResponseSchema, moduleInfoResponseSchema } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moduleRecords, moduleRecordTransitions } from '../src/db/schema.ts';
import { VALID_MANAGEMENT, VALID_OPERATING_PROFILE, VALID_REGISTRY } from './fixtures.ts';
import { userCaller, useTestApp } from './test-app.ts';

const { ctx, tokens } = useTestApp(['azienda', 'azienda2', 'demo', 'nonabilitato', 'analista']);
const call = userCaller<'GET' | 'POST'>(ctx, tokens, '/contribuzioni');

const VALID = {
  anagrafica: { path: 'anagrafica', body: VALID_REGISTRY },
  management: { path: 'management', body: VALID_MANAGEMENT },
  profiloOperativo: { path: 'profilo-operativo', body: VALID_OPERATING_PROFILE },
} as const;

const info = async (user: string) =>
  moduleInfoResponseSchema.parse((await call(user, 'GET', '/info-moduli')).json());

describe.each(Object.entries(VALID))('lifecycle of %s', (module, { path, body }) => {
  it('write → save → send → in progress, counted and recorded in the history', async () => {
    const before = (await call('azienda', 'GET', '/count')).json();

    const write = await call('azienda', 'POST', `/${path}/scrivi`, body, { 'if-match': '0' });
    expect(write.statusCode, write.body).toBe(200);
    expect(write.json()).toEqual({ esito: true, version: 1 });
    const read = (await call('azienda', 'GET', `/${path}/leggi`)).json();
    expect(read.esito).toBe(true);
    expect(read.records[0]).toMatchObject({ stato: 'IN_BOZZA', version: 1, dataSalvataggio: null });
    expect((await info('azienda'))[module as 'anagrafica'].stato).toBe('IN_BOZZA');

    const save = await call('azienda', 'POST', `/${path}/salva`, body, { 'if-match': '1' });
    expect(save.json()).toEqual({ esito: true, version: 2 });
    const saved = (await info('azienda'))[module as 'anagrafica'];
    expect(saved.stato).toBe('SALVATO');
    expect(saved.dataSalvataggio).not.toBeNull();

    const send = await call('azienda', 'POST', '/invia', { moduli: [module] });
    expect(send.json()).toEqual({ esito: true, fattureInErrore: [] });
    const sent = (await info('azienda'))[module as 'anagrafica'];
    expect(sent).toMatchObject({ stato: 'IN_ATTESA_LAVORAZIONE', numeroInvii: 1 });
    expect(sent.dataUltimoInvio).not.toBeNull();

    expect((await call('azienda', 'GET', '/count')).json()).toEqual({
      ...before,
      inLavorazione: before.inLavorazione + 1,
    });
    const list = contributionsResponseSchema.parse((await call('azienda', 'GET', '/leggi')).json());
    const current = list.moduli[module as 'anagrafica'][0]!;
    expect(current).toMatchObject({ moduleName: module, stato: 'IN_ATTESA_LAVORAZIONE' });
    expect(current.blockId).toMatch(/^[0-9a-f-]{36}$/);

    const [record] = await ctx.database.db
      .select()
      .from(moduleRecords)
      .where(
        and(eq(moduleRecords.module, module as 'anagrafica'), eq(moduleRecords.blockId, current.blockId!)),
      );
    const history = await ctx.database.db
      .select()
      .from(moduleRecordTransitions)
      .where(eq(moduleRecordTransitions.recordId, record!.id))
      .orderBy(moduleRecordTransitions.id);
    expect(history.map((h) => [h.fromState, h.toState, h.actorUserId])).toEqual([
      [null, 'IN_BOZZA', 'AZIENDA'],
      ['IN_BOZZA', 'SALVATO', 'AZIENDA'],
      ['SALVATO', 'IN_ATTESA_LAVORAZIONE', 'AZIENDA'],
    ]);
  });

  it('refuses writes and saves with 409 while the module is in progress', async () => {
    const write = await call('azienda', 'POST', `/${path}/scrivi`, body);
    expect(write.statusCode).toBe(409);
    expect(write.json().message).toContain('in lavorazione');
    expect((await call('azienda', 'POST', `/${path}/salva`, body)).statusCode).toBe(409);
    expect((await call('azienda', 'POST', '/invia', { moduli: [module] })).statusCode).toBe(409);
  });

  it('another company sees none of it', async () => {
    expect((await call('azienda2', 'GET', `/${path}/leggi`)).json().records).toEqual([]);
    expect((await info('azienda2'))[module as 'anagrafica'].stato).toBeNull();
  });
});

describe('validation is enforced by the API', () => {
  it.each([
    [
      'anagrafica',
      { ...VALID.anagrafica.body, cap: '2012' },
      'cap',
      'Formato non valido: inserisci un CAP valido',
    ],
    [
      'anagrafica',
      { ...VALID.anagrafica.body, cap: '201211' },
      'cap',
      'Formato non valido: inserisci un CAP valido',
    ],
    [
      'anagrafica',
      { ...VALID.anagrafica.body, telefono: '02.1234/567890' },
      'telefono',
      'Formato non valido: è consentito un massimo di 11 caratteri',
    ],
    [
      'anagrafica',
      { ...VALID.anagrafica.body, descrizione: 'x'.repeat(281) },
      'descrizione',
      'Descrizione troppo lunga: è consentito un massimo di 280 caratteri',
    ],
    ['anagrafica', { ...VALID.anagrafica.body, indirizzo: '' }, 'indirizzo', 'Campo obbligatorio'],
    ['anagrafica', { ...VALID.anagrafica.body, unknown: 1 }, '', ''],
    [
      'management',
      { esponenti: [{ denominazione: 'X', cfPiva: '0123456789', cariche: ['AU'] }] },
      'esponenti.0.cfPiva',
      'Numero caratteri consentiti 11 oppure 16',
    ],
    [
      'management',
      { esponenti: [{ denominazione: 'X'.repeat(161), cfPiva: '01234567890', cariche: ['AU'] }] },
      'esponenti.0.denominazione',
      'Massimo 160 caratteri',
    ],
    [
      'management',
      { esponenti: [{ denominazione: 'X', cfPiva: '01234567890', cariche: [] }] },
      'esponenti.0.cariche',
      'Campo obbligatorio',
    ],
    [
      'profilo-operativo',
      { ...VALID.profiloOperativo.body, percentualeExport: 0 },
      'percentualeExport',
      'Il campo non può essere pari a 0%',
    ],
    [
      'profilo-operativo',
      { ...VALID.profiloOperativo.body, paesiExport: ['US', ''] },
      'paesiExport.1',
      'Il campo non può essere vuoto',
    ],
    ['profilo-operativo', { ...VALID.profiloOperativo.body, percentualeExport: 35 }, 'percentualeExport', ''],
  ])('%s %j → 400 on %s', async (path, body, field, message) => {
    const res = await call('azienda2', 'POST', `/${path}/scrivi`, body);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { path: string; message: string }[];
    expect(res.json().message).toMatch(/^Dati non validi/);
    if (field)
      expect(errors).toContainEqual({ path: `body.${field}`, message: expect.stringContaining(message) });
    expect((await call('azienda2', 'GET', `/${path}/leggi`)).json().records).toEqual([]);
  });
});

describe('optimistic concurrency', () => {
  it('a stale version loses with 409 and the winner’s data stays whole', async () => {
    const body = VALID.management.body;
    expect((await call('azienda2', 'POST', '/management/scrivi', body, { 'if-match': '0' })).statusCode).toBe(
      200,
    );
    const tabA = { esponenti: [{ denominazione: 'TAB A', cfPiva: '01234567890', cariche: ['AU'] }] };
    const tabB = { esponenti: [{ denominazione: 'TAB B', cfPiva: '01234567891', cariche: ['PRE'] }] };
    expect((await call('azienda2', 'POST', '/management/scrivi', tabA, { 'if-match': '1' })).statusCode).toBe(
      200,
    );
    const loser = await call('azienda2', 'POST', '/management/scrivi', tabB, { 'if-match': '1' });
    expect(loser.statusCode).toBe(409);
    const draft = (await call('azienda2', 'GET', '/management/leggi')).json().records[0];
    expect(draft.esponenti).toEqual(tabA.esponenti);
    expect((await call('azienda2', 'POST', '/management/salva', tabB, { 'if-match': '1' })).statusCode).toBe(
      409,
    );
    expect((await call('azienda2', 'POST', '/management/salva', tabA, { 'if-match': '2' })).statusCode).toBe(
      200,
    );
  });

  it('two first writes at the same moment: exactly one wins', async () => {
    const body = VALID.profiloOperativo.body;
    const results = await Promise.all([
      call('azienda2', 'POST', '/profilo-operativo/scrivi', body, { 'if-match': '0' }),
      call(
        'azienda2',
        'POST',
        '/profilo-operativo/scrivi',
        { ...body, percentualeExport: 50 },
        { 'if-match': '0' },
      ),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const drafts = await ctx.database.db
      .select()
      .from(moduleRecords)
      .where(
        and(
          eq(moduleRecords.module, 'profiloOperativo'),
          eq(moduleRecords.state, 'IN_BOZZA'),
          eq(moduleRecords.subjectId, '1000002'),
        ),
      );
    expect(drafts).toHaveLength(1);
  });

  it('a malformed If-Match is 400', async () => {
    expect(
      (await call('azienda2', 'POST', '/management/scrivi', VALID.management.body, { 'if-match': 'abc' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('sending', () => {
  it('needs at least one module', async () => {
    const res = await call('azienda2', 'POST', '/invia', { moduli: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Nessuna contribuzione selezionata');
  });

  it('is all or nothing: one unsaved module and nothing is sent', async () => {
    await call('azienda2', 'POST', '/anagrafica/scrivi', VALID.anagrafica.body);
    await call('azienda2', 'POST', '/anagrafica/salva', VALID.anagrafica.body);
    const res = await call('azienda2', 'POST', '/invia', { moduli: ['anagrafica', 'altriDocumenti'] });
    expect(res.statusCode).toBe(409);
    expect((await info('azienda2')).anagrafica.stato).toBe('SALVATO');
  });

  it('is refused to a demo user by the server', async () => {
    await call('demo', 'POST', '/anagrafica/scrivi', VALID.anagrafica.body);
    await call('demo', 'POST', '/anagrafica/salva', VALID.anagrafica.body);
    const res = await call('demo', 'POST', '/invia', { moduli: ['anagrafica'] });
    expect(res.statusCode).toBe(403);
    expect((await info('demo')).anagrafica.stato).toBe('SALVATO');
  });

  it('saving without a draft is 409', async () => {
    expect((await call('azienda2', 'POST', '/anagrafica/salva', VALID.anagrafica.body)).statusCode).toBe(409);
  });

  it('is forbidden without the enablement and for an admin without a subject', async () => {
    for (const user of ['nonabilitato', 'analista']) {
      expect((await call(user, 'GET', '/info-moduli')).statusCode).toBe(403);
      expect((await call(user, 'POST', '/anagrafica/scrivi', VALID.anagrafica.body)).statusCode).toBe(403);
    }
  });
});
