import { dayKey, firstInvoiceDay, firstPaymentDay } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceBlocks, moduleRecords, subjects } from '../src/db/schema.ts';
import { FOREIGN_COUNTERPART } from './fixtures.ts';
import { multipartBody, pdfBytes } from './helpers.ts';
import { userCaller, useTestApp } from './test-app.ts';

const { ctx, tokens } = useTestApp(['azienda', 'azienda2']);
const call = userCaller<'GET' | 'POST' | 'DELETE'>(ctx, tokens);
const PE = '/contribuzioni/esperienze-pagamento';

/** The day-start timestamp, in Italy, of a YYYY-MM-DD day (what the web sends). */
function romeDayStart(key: string): number {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  for (const offset of [1, 2]) {
    const t = Date.UTC(y, m - 1, d) - offset * 3600_000;
    if (dayKey(t) === key && dayKey(t - 1) !== key) return t;
  }
  throw new Error(`no day start for ${key}`);
}
const shift = (key: string, days: number) =>
  new Date(Date.parse(`${key}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const TODAY = dayKey(Date.now());

let attachment = { codiceAllegato: '', contentType: '' };
const invoice = (over: Record<string, unknown> = {}) => ({
  numeroFattura: 'FT-1',
  importo: 1250.4,
  descrizione: 'Forniture',
  dataFattura: romeDayStart(TODAY),
  dataScadenza: romeDayStart(TODAY),
  dataPagamento: romeDayStart(TODAY),
  nomeFile: 'fattura.pdf',
  chiaveDocumento: attachment.codiceAllegato,
  contentType: attachment.contentType,
  ...over,
});

describe('subject search', () => {
  it('finds by VAT prefix, tax code and name prefix, case-insensitively', async () => {
    const byVat = (await call('azienda', 'GET', '/soggetto/0234567/ricerca')).json();
    expect(byVat.map((s: { denominazione: string }) => s.denominazione)).toContain(
      'BETA LOGISTICA ITALIA S.P.A.',
    );
    const byName = (await call('azienda', 'GET', '/soggetto/beta%20log/ricerca')).json();
    expect(byName[0]).toMatchObject({ denominazione: 'BETA LOGISTICA ITALIA S.P.A.', idSoggetto: '1000002' });
  });

  it('finds a name as typed, with its spaces and punctuation; codes on their letters and digits', async () => {
    await ctx.database.db.insert(subjects).values({
      id: '9900001',
      denominazione: 'DUCA-BENVENUTI & C. S.N.C.',
      partitaIva: '09900000011',
      codiceFiscale: '09900000011',
      naturaGiuridica: 'SN',
      statoAttivita: 'A',
    });
    const names = async (text: string) =>
      (await call('azienda', 'GET', `/soggetto/${encodeURIComponent(text)}/ricerca`))
        .json()
        .map((s: { denominazione: string }) => s.denominazione);
    expect(await names('DUCA-BENVENUTI')).toContain('DUCA-BENVENUTI & C. S.N.C.');
    expect(await names('  duca-benvenuti   & c. s.n')).toContain('DUCA-BENVENUTI & C. S.N.C.');
    expect(await names('0990-0000')).toContain('DUCA-BENVENUTI & C. S.N.C.');
    expect(await names('DUCABENVENUTI')).not.toContain('DUCA-BENVENUTI & C. S.N.C.');
  });

  it('a code typed with punctuation or the IT prefix is searched on its digits (issue 25 §6)', async () => {
    const names = async (text: string) =>
      (await call('azienda', 'GET', `/soggetto/${encodeURIComponent(text)}/ricerca`))
        .json()
        .map((s: { denominazione: string }) => s.denominazione);
    for (const typed of ['IT-02.34567', 'it 0234567', 'IT02345']) {
      expect(await names(typed), typed).toContain('BETA LOGISTICA ITALIA S.P.A.');
    }
    expect(await names('BETA LOGISTICA ITALIA')).toContain('BETA LOGISTICA ITALIA S.P.A.');
  });

  it.each(['a', '%', '.*', '--'])('needs two alphanumeric characters: %j → 400', async (text) => {
    const res = await call('azienda', 'GET', `/soggetto/${encodeURIComponent(text)}/ricerca`);
    expect(res.statusCode).toBe(400);
  });

  // Was a 500: a NUL character reached PostgreSQL, which cannot hold it in text.
  it.each(['01234%00', '%00%00'])('refuses %j with a 400', async (text) => {
    const res = await call('azienda', 'GET', `/soggetto/${text}/ricerca`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('caratteri non ammessi');
  });

  it('refuses a path that is not valid percent-encoded UTF-8 with a 400', async () => {
    const res = await call('azienda', 'GET', '/soggetto/ab%ED%A0%80/ricerca');
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  // Spec part 2 §5: every non-alphanumeric character is removed, then at least two must remain.
  it.each(["a' OR '1'='1", 'AL%', 'A_F'])('treats %j as plain text: 200', async (text) => {
    const res = await call('azienda', 'GET', `/soggetto/${encodeURIComponent(text)}/ricerca`);
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeLessThan(5);
  });

  it.each(['(.*)+$', '\\\\'])('treats %j as plain text: nothing alphanumeric left → 400', async (text) => {
    const res = await call('azienda', 'GET', `/soggetto/${encodeURIComponent(text)}/ricerca`);
    expect(res.statusCode).toBe(400);
  });

  it('returns the full subject fields for a list of ids', async () => {
    const res = await call('azienda', 'POST', '/soggetto/ricerca-soggetto', [
      '1000002',
      '2000001',
      'missing',
    ]);
    const map = res.json();
    expect(Object.keys(map).sort()).toEqual(['1000002', '2000001']);
    expect(map['1000002']).toMatchObject({
      denominazione: 'BETA LOGISTICA ITALIA S.P.A.',
      naturaGiuridica: { descrizione: expect.any(String) },
      statoAttivita: { descrizione: 'Attiva' },
      indirizzo: { comune: expect.any(String) },
    });
    expect(map['1000002'].atecoList.map((a: { versione: string }) => a.versione)).toEqual(['07', '25']);
  });
});

describe('suppliers', () => {
  const referente = { nome: 'Anna', cognome: 'Neri', email: 'anna.neri@example.it', telefono: '' };
  it('adds, lists sorted by name, edits and refuses bad contacts, unknown subjects, itself and duplicates', async () => {
    expect(
      (
        await call('azienda', 'POST', `${PE}/add-fornitore`, { subjectIdFornitore: '2000002', referente })
      ).json(),
    ).toEqual({ esito: true });
    expect(
      (await call('azienda', 'POST', `${PE}/add-fornitore`, { subjectIdFornitore: '2000001', referente }))
        .statusCode,
    ).toBe(200);
    const list = (await call('azienda', 'GET', `${PE}/fornitori`)).json();
    const names = list.map((s: { denominazione: string }) => s.denominazione);
    expect(names).toEqual([...names].sort());
    expect(list[0].referente).toEqual(referente);

    expect(
      (await call('azienda', 'POST', `${PE}/add-fornitore`, { subjectIdFornitore: '2000001', referente }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('azienda', 'POST', `${PE}/add-fornitore`, { subjectIdFornitore: '9999999', referente }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('azienda', 'POST', `${PE}/add-fornitore`, { subjectIdFornitore: '1000001', referente }))
        .statusCode,
    ).toBe(400);
    const noContact = await call('azienda', 'POST', `${PE}/add-fornitore`, {
      subjectIdFornitore: '2000003',
      referente: { nome: 'A', cognome: 'B' },
    });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().errors).toContainEqual({
      path: 'body.referente.telefono',
      message: '*necessario almeno 1',
    });

    const edited = await call('azienda', 'POST', `${PE}/modifica-fornitore`, {
      subjectIdFornitore: '2000001',
      referente: { ...referente, telefono: '02.123456' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await call('azienda2', 'GET', `${PE}/fornitori`)).json()).toEqual([]);
  });
});

describe('invoice attachments', () => {
  it('accepts one pdf up to 1 MB and refuses larger or non-pdf files', async () => {
    const ok = multipartBody({ contentType: 'application/pdf' }, [
      { field: 'fileAllegato', filename: 'fattura.pdf', content: pdfBytes(1024 * 1024) },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1${PE}/carica-allegato`,
      headers: { ...tokens.azienda, ...ok.headers },
      payload: ok.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    attachment = res.json();
    expect(attachment.contentType).toBe('application/pdf');

    const big = multipartBody({}, [
      { field: 'fileAllegato', filename: 'grande.pdf', content: pdfBytes(1024 * 1024 + 1) },
    ]);
    const tooBig = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1${PE}/carica-allegato`,
      headers: { ...tokens.azienda, ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('Il file grande.pdf eccede dalle dimensioni massime (max 1MB)');
    const jpg = multipartBody({}, [
      {
        field: 'fileAllegato',
        filename: 'foto.pdf',
        content: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000)]),
      },
    ]);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1${PE}/carica-allegato`,
          headers: { ...tokens.azienda, ...jpg.headers },
          payload: jpg.payload,
        })
      ).statusCode,
    ).toBe(415);
  });

  it('another company can neither delete nor use the attachment', async () => {
    expect((await call('azienda2', 'DELETE', `${PE}/cancella-allegato`, attachment)).statusCode).toBe(404);
  });
});

describe('writing invoices', () => {
  const write = (fatture: unknown[], user = 'azienda', supplier = '2000001') =>
    call(user, 'POST', `${PE}/scrivi`, { fornitori: [{ idSoggetto: supplier, fatture }] });

  it.each([
    ['first day of the invoice window', { dataFattura: romeDayStart(firstInvoiceDay(Date.now())) }, 200],
    ['the day before it', { dataFattura: romeDayStart(shift(firstInvoiceDay(Date.now()), -1)) }, 400],
    ['tomorrow', { dataFattura: romeDayStart(shift(TODAY, 1)) }, 400],
    [
      'payment on the first day of last month',
      {
        dataFattura: romeDayStart(firstInvoiceDay(Date.now())),
        dataPagamento: romeDayStart(firstPaymentDay(Date.now())),
      },
      200,
    ],
    [
      'payment the day before',
      {
        dataFattura: romeDayStart(firstInvoiceDay(Date.now())),
        dataPagamento: romeDayStart(shift(firstPaymentDay(Date.now()), -1)),
      },
      400,
    ],
    ['due before the invoice', { dataScadenza: romeDayStart(shift(TODAY, -1)) }, 400],
    ['amount 99.99', { importo: 99.99 }, 400],
    ['amount 100', { importo: 100 }, 200],
  ])('%s → %s', async (_label, over, status) => {
    const res = await write([invoice(over)]);
    expect(res.statusCode, res.body).toBe(status);
  });

  it('says which day the window starts in the message', async () => {
    const res = await write([invoice({ dataFattura: romeDayStart(shift(firstInvoiceDay(Date.now()), -1)) })]);
    const [y, m, d] = firstInvoiceDay(Date.now()).split('-');
    expect(res.json().message).toContain(`La data della fattura non può essere precedente al ${d}/${m}/${y}`);
  });

  it('refuses a 21st invoice, suppliers not in the list and attachments that are not the company’s', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => invoice({ numeroFattura: `FT-${i}` }));
    expect((await write(twenty)).statusCode).toBe(200);
    const over = await write([...twenty, invoice({ numeroFattura: 'FT-20' })]);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('al massimo 20 fatture');
    expect((await write([invoice()], 'azienda', '2000009')).statusCode).toBe(400);
    const foreignKey = await write([invoice()], 'azienda2', '2000001');
    expect(foreignKey.statusCode).toBe(400);
    expect((await write([], 'azienda')).json().message).toContain(
      'Per procedere è necessario inserire almeno una fattura.',
    );
  });
});

describe('sending invoices: one review block each, W002 for an invoice already validated', () => {
  it('sends, gives each invoice its block state, and discards a re-sent accepted invoice', async () => {
    const fatture = [
      invoice({ numeroFattura: 'A-1' }),
      invoice({ numeroFattura: 'A-2' }),
      invoice({ numeroFattura: 'A-3' }),
    ];
    expect(
      (await call('azienda', 'POST', `${PE}/scrivi`, { fornitori: [{ idSoggetto: '2000001', fatture }] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('azienda', 'POST', `${PE}/salva`, { fornitori: [{ idSoggetto: '2000001', fatture }] }))
        .statusCode,
    ).toBe(200);

    // Saved mode: suppliers and saved attachments stay.
    expect(
      (await call('azienda', 'DELETE', `${PE}/cancella-fornitore?idSoggettoFornitore=2000001`)).statusCode,
    ).toBe(409);
    expect((await call('azienda', 'DELETE', `${PE}/cancella-allegato`, attachment)).statusCode).toBe(409);

    const sent = await call('azienda', 'POST', '/contribuzioni/invia', { moduli: ['esperienzaPagamento'] });
    expect(sent.json()).toEqual({ esito: true, fattureInErrore: [] });
    const [current] = (await call('azienda', 'GET', '/contribuzioni/leggi')).json().moduli
      .esperienzaPagamento;
    const blockIds = current.dati.fornitori.flatMap((f: { fatture: { blockId: string }[] }) =>
      f.fatture.map((i) => i.blockId),
    );
    expect(blockIds).toHaveLength(3);
    const states = (
      await call('azienda', 'GET', `/admin/leggi-stato-blocchi?blockIds=${blockIds.join(',')}`)
    ).json();
    expect(states.map((s: { stato: string }) => s.stato)).toEqual([
      'IN_ATTESA_LAVORAZIONE',
      'IN_ATTESA_LAVORAZIONE',
      'IN_ATTESA_LAVORAZIONE',
    ]);
    expect(
      (await call('azienda2', 'GET', `/admin/leggi-stato-blocchi?blockIds=${blockIds.join(',')}`)).json(),
    ).toEqual([]);

    // The analysts accept A-1 (the review itself is the admin panel's; here it is set directly).
    await ctx.database.db
      .update(invoiceBlocks)
      .set({ state: 'APPROVATO' })
      .where(eq(invoiceBlocks.blockId, blockIds[0]));
    await ctx.database.db
      .update(moduleRecords)
      .set({ state: 'APPROVATO' })
      .where(eq(moduleRecords.blockId, current.blockId));

    const again = [invoice({ numeroFattura: 'A-1' }), invoice({ numeroFattura: 'B-1' })];
    await call('azienda', 'POST', `${PE}/scrivi`, { fornitori: [{ idSoggetto: '2000001', fatture: again }] });
    await call('azienda', 'POST', `${PE}/salva`, { fornitori: [{ idSoggetto: '2000001', fatture: again }] });
    const resent = await call('azienda', 'POST', '/contribuzioni/invia', { moduli: ['esperienzaPagamento'] });
    const supplierName = (await call('azienda', 'GET', `${PE}/fornitori`))
      .json()
      .find((s: { idSoggetto: string }) => s.idSoggetto === '2000001').denominazione;
    expect(resent.json()).toEqual({
      esito: true,
      fattureInErrore: [{ numeroFattura: 'A-1', codiceErrore: 'W002', denominazioneFornitore: supplierName }],
    });
    const [latest] = (await call('azienda', 'GET', '/contribuzioni/leggi')).json().moduli.esperienzaPagamento;
    expect(latest.dati.fornitori[0].fatture.map((f: { numeroFattura: string }) => f.numeroFattura)).toEqual([
      'B-1',
    ]);
  });
});

describe('commercial counterparties', () => {
  const foreign = FOREIGN_COUNTERPART;
  const CC = '/contribuzioni/controparti-commerciali';
  it('writes Italian subjects (names from the registry) and foreign ones, saves and sends', async () => {
    const body = {
      clients: [{ idSoggetto: '2000003', denominazione: 'whatever' }, foreign],
      suppliers: [{ idSoggetto: '2000004', denominazione: 'x' }],
    };
    expect((await call('azienda2', 'POST', `${CC}/scrivi`, body)).statusCode).toBe(200);
    const [draft] = (await call('azienda2', 'GET', `${CC}/leggi`)).json().records;
    expect(draft.clients[0].denominazione).not.toBe('whatever');
    expect(draft.clients[1]).toEqual(foreign);
    expect((await call('azienda2', 'POST', `${CC}/salva`, body)).statusCode).toBe(200);
    expect(
      (await call('azienda2', 'POST', '/contribuzioni/invia', { moduli: ['contropartiCommerciali'] })).json()
        .esito,
    ).toBe(true);
  });

  it.each([
    [{ clients: [{ idSoggetto: '9999999', denominazione: 'X' }], suppliers: [] }],
    [{ clients: [1, 2, 3, 4].map((i) => ({ ...foreign, idSoggetto: `cc-foreign-${i}` })), suppliers: [] }],
    [{ clients: [{ ...foreign, paese: '' }], suppliers: [] }],
    [{ clients: [], suppliers: [] }],
  ])('refuses %j', async (body) => {
    expect((await call('azienda', 'POST', `${CC}/scrivi`, body)).statusCode).toBe(400);
  });
});
