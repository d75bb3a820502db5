import {
  anagraficaModule,
  dayKey,
  eventSchema,
  MODULE_NAMES,
  type ModuleName,
  managementModule,
  moduleByName,
  profiloOperativoModule,
  type Synthesis,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjects } from '../src/db/schema.ts';
import { ContributionFlow, content } from './contribution-flow.ts';
import { balancedYears, xbrlInstance } from './einvoice-fixtures.ts';
import { createTestApp, multipartBody, pdfBytes, type TestContext } from './helpers.ts';
import { MACHINE, machineHeaders, machineKey } from './provider-helpers.ts';

/*
 * Issue 12: an accepted contribution changes exactly what it changed. For each module a
 * contribution that changes one thing of the report is sent and accepted; the next synthesis must
 * equal the previous one but for that thing.
 */

let ctx: TestContext;
let flow: ContributionFlow;
beforeAll(async () => {
  ctx = await createTestApp();
  flow = await ContributionFlow.start(ctx.app, 'azienda');
});
afterAll(() => ctx.close());

type Report = ReturnType<typeof content>;
type Case = {
  /** The contribution: the report as the form shows it, one thing changed. */
  body: (s: Synthesis) => Promise<object> | object;
  /** The report expected after the acceptance, from the one before. */
  expected: (before: Report, after: Report) => Report;
};

// the contribution starts from the report as the form shows it: the module's own mapping
const registryOf = (s: Synthesis) => anagraficaModule.fromReport(s);
const officersOf = (s: Synthesis) => managementModule.fromReport(s).esponenti;
const profileOf = (s: Synthesis) => profiloOperativoModule.fromReport(s);

const NEW_SUPPLIER = {
  isForeign: true,
  idSoggetto: 'cc-foreign-apply1',
  denominazione: 'NORDIC TRADING AB',
  paese: 'SE',
  indirizzo: 'STORGATAN 1',
  comune: 'STOCCOLMA',
};

const counterpartsOf = (s: Synthesis) => {
  const entry = (c: NonNullable<Synthesis['controparti']>['top3Clienti'][number], i: number) =>
    c.idSoggetto
      ? { idSoggetto: c.idSoggetto, denominazione: c.ragioneSociale }
      : {
          isForeign: true,
          idSoggetto: `cc-foreign-${i}`,
          denominazione: c.ragioneSociale,
          paese: c.paese,
          indirizzo: 'VIA',
          comune: 'CITTÀ',
        };
  return {
    clients: s.controparti!.top3Clienti.map(entry),
    suppliers: [...s.controparti!.top3Fornitori.slice(0, 2).map(entry), NEW_SUPPLIER],
  };
};

const DAY = 86_400_000;
const today = Date.now() - (Date.now() % DAY);
const INVOICE = {
  numeroFattura: 'FT-APPLY-1',
  importo: 4321.6,
  dataFattura: today - 40 * DAY,
  dataScadenza: today - 30 * DAY,
  dataPagamento: today - 18 * DAY,
  nomeFile: 'fattura.pdf',
};

async function paymentsBody() {
  const supplier = await flow.call('POST', '/contribuzioni/esperienze-pagamento/add-fornitore', {
    subjectIdFornitore: '1000002',
    referente: { nome: 'Anna', cognome: 'Verdi', telefono: '0212345678', email: 'anna@beta.it' },
  });
  expect(supplier.statusCode, supplier.body).toBe(200);
  const file = multipartBody({ contentType: 'application/pdf' }, [
    { field: 'fileAllegato', filename: 'fattura.pdf', content: pdfBytes(4096) },
  ]);
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/contribuzioni/esperienze-pagamento/carica-allegato',
    headers: { ...flow.company, ...file.headers },
    payload: file.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const { codiceAllegato, contentType } = uploaded.json();
  const dates = { dataFattura: INVOICE.dataFattura, dataScadenza: INVOICE.dataScadenza };
  expect(dayKey(dates.dataFattura) < dayKey(dates.dataScadenza)).toBe(true);
  return {
    fornitori: [
      { idSoggetto: '1000002', fatture: [{ ...INVOICE, chiaveDocumento: codiceAllegato, contentType }] },
    ],
  };
}

/** Keyed by module: a new module without a case does not compile. */
/** A contest of ALFA's first event of `categoria`, and what its acceptance makes of the section. */
function contestCase(
  categoria: string,
  fields: Record<string, string>,
  change: (ne: NonNullable<Report['eventiNegativi']>) => Partial<NonNullable<Report['eventiNegativi']>>,
): Case {
  return {
    body: (s: Synthesis) =>
      multipartBody(
        { idEvento: s.eventiNegativi!.eventi!.find((e) => e.categoria === categoria)!.id, ...fields },
        [{ field: 'documento1', filename: 'prova.pdf', content: pdfBytes(4096) }],
      ),
    expected: (before) => ({
      ...before,
      eventiNegativi: { ...before.eventiNegativi!, ...change(before.eventiNegativi!) },
    }),
  };
}

const CASES: Record<ModuleName, [Case, ...Case[]]> = {
  anagrafica: [
    {
      body: (s) => ({ ...registryOf(s), telefono: '02.5555/123' }),
      expected: (before) => ({ ...before, company: { ...before.company, telephone: '02.5555/123' } }),
    },
  ],
  management: [
    {
      // Was: every ownership share set to null ("Titolare al n%" gone).
      body: (s) => {
        const officers = officersOf(s);
        officers[1] = { ...officers[1]!, denominazione: 'NUOVO NOME SRL' };
        return { esponenti: officers };
      },
      expected: (before) => ({
        ...before,
        management: before.management!.map((m, i) =>
          i === 1 ? { ...m, denominazione: 'NUOVO NOME SRL' } : m,
        ),
      }),
    },
  ],
  profiloOperativo: [
    {
      // Was: "Fatturato 2025" relabelled "Fatturato 2026 – Stimato" though only employees changed.
      body: (s) => ({ ...profileOf(s), numeroDipendenti: s.profiloOperativo!.dipendenti! + 7 }),
      expected: (before) => ({
        ...before,
        profiloOperativo: {
          ...before.profiloOperativo!,
          dipendenti: before.profiloOperativo!.dipendenti! + 7,
        },
      }),
    },
  ],
  contropartiCommerciali: [
    {
      body: counterpartsOf,
      expected: (before) => ({
        ...before,
        controparti: {
          top3Clienti: before.controparti!.top3Clienti,
          top3Fornitori: [
            ...before.controparti!.top3Fornitori.slice(0, 2),
            { idSoggetto: null, ragioneSociale: 'NORDIC TRADING AB', pivaCf: null, paese: 'SE' },
          ],
        },
      }),
    },
  ],
  situazioneEcoFin: [
    {
      body: () =>
        multipartBody({ tipoBilancio: 'parziale', annoBilancio: String(new Date().getFullYear()) }, [
          { field: 'fileBilancio', filename: 'bilancio.pdf', content: pdfBytes(8192) },
        ]),
      expected: (before, after) => ({
        ...before,
        documentiIntegrativi: [
          ...(before.documentiIntegrativi ?? []),
          {
            tipo: `Bilancio ${new Date().getFullYear()}`,
            nome: 'bilancio.pdf',
            data: after.documentiIntegrativi!.at(-1)!.data,
          },
        ],
      }),
    },
    {
      // Issue 16: an XBRL statement's figures replace the balance lines they name, with the change
      // on the previous year; the other lines and the rest of the report stay.
      body: (s) =>
        multipartBody({ tipoBilancio: 'parziale', annoBilancio: String(new Date().getFullYear()) }, [
          {
            field: 'fileBilancio',
            filename: 'bilancio.xbrl',
            contentType: 'application/xml',
            content: Buffer.from(
              xbrlInstance({ entity: s.company.taxCode, years: balancedYears(new Date().getFullYear()) }),
            ),
          },
        ]),
      expected: (before, after) => {
        const lines = new Map([
          ['Fatturato', { ammontare: 1_500_000, percentuale: 25 }],
          ['Valore della produzione', { ammontare: 1_600_000, percentuale: 28 }],
          ['Risultato operativo', { ammontare: 120_000, percentuale: 20 }],
          ['Utile netto', { ammontare: 80_000, percentuale: 500 }],
          ['Patrimonio netto', { ammontare: 500_000, percentuale: 19 }],
          ['Totale attivo', { ammontare: 2_000_000, percentuale: 11.1 }],
          ['Debiti', { ammontare: 900_000, percentuale: 5.9 }],
        ]);
        const kept = before.bilancio!.valoriBilancio.map((v) =>
          lines.has(v.label) ? { label: v.label, ...lines.get(v.label)! } : v,
        );
        const added = [...lines]
          .filter(([l]) => !kept.some((v) => v.label === l))
          .map(([label, v]) => ({ label, ...v }));
        return {
          ...before,
          bilancio: { ...before.bilancio!, valoriBilancio: [...kept, ...added] },
          documentiIntegrativi: [
            ...(before.documentiIntegrativi ?? []),
            {
              tipo: `Bilancio ${new Date().getFullYear()}`,
              nome: 'bilancio.xbrl',
              data: after.documentiIntegrativi!.at(-1)!.data,
            },
          ],
        };
      },
    },
  ],
  esperienzaPagamento: [
    {
      body: paymentsBody,
      expected: (before) => {
        const m = before.esperienzePagamento!;
        const n = m.numeroEsperienze + 1;
        return {
          ...before,
          esperienzePagamento: {
            ...m,
            numeroEsperienze: n,
            ammontareFattureChiuse: m.ammontareFattureChiuse + 4322,
            transazioneMassima: Math.max(m.transazioneMassima, 4321.6),
            giorniMediPagamento: Math.round((m.giorniMediPagamento * m.numeroEsperienze + 22) / n),
            esperienzeScadute: m.esperienzeScadute + 1,
            ritardoMedio: Math.round((m.ritardoMedio * m.numeroEsperienze + 12) / n),
          },
        };
      },
    },
  ],
  altriDocumenti: [
    {
      body: () =>
        multipartBody({ tipoDocumento: 'Business plan', noteDocumento: '' }, [
          { field: 'fileAltroDocumento', filename: 'piano.pdf', content: pdfBytes(8192) },
        ]),
      expected: (before, after) => ({
        ...before,
        documentiIntegrativi: [
          ...(before.documentiIntegrativi ?? []),
          { tipo: 'Business plan', nome: 'piano.pdf', data: after.documentiIntegrativi!.at(-1)!.data },
        ],
      }),
    },
  ],
  contestazioneEventi: [
    // Issue 29: the contest of ALFA's protest removes exactly that event; its count follows the list.
    contestCase('protesti', { motivo: 'pagatoCancellato' }, (ne) => ({
      eventiInfluenti: { ...ne.eventiInfluenti, protesti: ne.eventiInfluenti.protesti - 1 },
      eventi: ne.eventi!.filter((e) => e.categoria !== 'protesti'),
    })),
    // A wrong amount: exactly that event's amount is corrected; the counts and the other events stay.
    contestCase('pregiudizievoli', { motivo: 'importoDataErrati', importoCorretto: '1234.5' }, (ne) => ({
      eventi: ne.eventi!.map((e) => (e.categoria === 'pregiudizievoli' ? { ...e, importo: 1234.5 } : e)),
    })),
  ],
};

describe('an accepted contribution changes exactly what it changed', () => {
  const cases = MODULE_NAMES.flatMap((module) =>
    CASES[module].map((c, i) => [`${module} ${i}`, module, c] as const),
  );
  it.each(cases)('%s', async (_, module, c) => {
    const before = await flow.synthesis();
    const body = await c.body(before);
    let blockId = await flow.send(module, body);
    if (moduleByName(module)?.review === 'perInvoice') {
      // decided invoice by invoice: the one invoice sent
      const item = (await flow.call('GET', '/contribuzioni/leggi')).json().moduli[module][0];
      blockId = item.dati.fornitori[0].fatture[0].blockId;
    }
    await flow.accept(blockId);
    const after = await flow.synthesis();
    expect(after.idConsegna).not.toBe(before.idConsegna);
    expect(content(after)).toEqual(c.expected(content(before), content(after)));
  });

  it('accepting a contribution that changes nothing delivers no new report', async () => {
    const before = await flow.synthesis();
    await flow.accept(await flow.send('profiloOperativo', profileOf(before)));
    expect((await flow.synthesis()).idConsegna).toBe(before.idConsegna);
  });

  it('percentages of the officers survive every management change, new officers have none', async () => {
    const before = await flow.synthesis();
    const officers = officersOf(before);
    officers.push({ denominazione: 'NUOVA PERSONA', cfPiva: 'NVOPRS80A01F205X', cariche: ['VPR'] });
    await flow.accept(await flow.send('management', { esponenti: officers }));
    const after = (await flow.synthesis()).management!;
    expect(after.slice(0, -1).map((m) => m.percentuale)).toEqual(
      before.management!.map((m) => m.percentuale),
    );
    expect(after.at(-1)).toEqual({
      denominazione: 'NUOVA PERSONA',
      cfPiva: 'NVOPRS80A01F205X',
      percentuale: null,
      cariche: ['Vicepresidente'],
    });
  });
});

describe('operating profile on a report without one (issue 25 §7)', () => {
  it('an employees-only acceptance creates no revenue year and no export share', async () => {
    // BETA's report has no operating profile (demo MISSING_SECTIONS)
    const beta = await ContributionFlow.start(ctx.app, 'azienda2');
    expect((await beta.synthesis()).profiloOperativo).toBeNull();
    // as the form sends it: the slider at its start (0), no countries, only the employees
    await beta.accept(
      await beta.send('profiloOperativo', {
        numeroDipendenti: 12,
        paesiImport: [],
        paesiExport: [],
        percentualeExport: 0,
      }),
    );
    expect((await beta.synthesis()).profiloOperativo).toEqual({
      fatturato: null,
      annoFatturato: null,
      fatturatoStimato: false,
      dipendenti: 12,
      paesiImport: [],
      paesiExport: [],
      percentualeExport: null,
      percentualeImport: null,
    });
    // a revenue then gets the year it is an estimate of (the year in Italy)
    const { profiloOperativo } = await beta.synthesis();
    await beta.accept(
      await beta.send('profiloOperativo', {
        fatturato: 980,
        numeroDipendenti: profiloOperativo!.dipendenti!,
        paesiImport: [],
        paesiExport: [],
        percentualeExport: 20,
      }),
    );
    expect((await beta.synthesis()).profiloOperativo).toMatchObject({
      fatturato: 980,
      annoFatturato: Number(dayKey(new Date()).slice(0, 4)),
      fatturatoStimato: true,
      percentualeExport: 20,
    });
  });
});

describe('registry acceptance: one normalisation (issue 25 §10)', () => {
  it('address, municipality and brand in upper case in the report and the registry; the website as typed', async () => {
    const before = await flow.synthesis();
    const site = 'www.Alfa-Example.it/Chi-Siamo';
    await flow.accept(
      await flow.send('anagrafica', {
        ...registryOf(before),
        indirizzo: 'Via Dante 2',
        cap: '50121',
        provincia: 'FI',
        comune: 'Firenze',
        sitoInternet: site,
        insegnaMarca: 'Alfa',
      }),
    );
    const { company } = await flow.synthesis();
    expect(company.address).toEqual({
      street: 'VIA DANTE 2',
      postCode: '50121',
      municipality: 'FIRENZE',
      provinceCode: 'FI',
    });
    expect(company.webSite).toBe(site);
    expect(company.brand).toBe('ALFA');
    const [registry] = await ctx.database.db.select().from(subjects).where(eq(subjects.id, '1000001')); // ALFA, the 'azienda' user's company
    expect(registry).toMatchObject({ via: 'VIA DANTE 2', comune: 'FIRENZE', sitoInternet: site });
  });
});

describe('every decision reaches the provider as its contract describes it (issue 26)', () => {
  it('each feed event parses against the Event schema with nothing left over, every module covered', async () => {
    // A rejection too: its reason travels with the contribution.
    const rejected = await flow.send(
      'altriDocumenti',
      CASES.altriDocumenti[0].body(await flow.synthesis()) as never,
    );
    expect((await flow.decide(rejected, 'IN_LAVORAZIONE')).statusCode).toBe(200);
    expect((await flow.decide(rejected, 'NON_APPROVATO', 'Documento illeggibile')).statusCode).toBe(200);
    const key = await machineKey(ctx.database.db, 'events:read');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${MACHINE}/events?limit=1000`,
      headers: machineHeaders(key),
    });
    expect(res.statusCode).toBe(200);
    const events = res.json().events as unknown[];
    const modules = new Set<string>();
    for (const event of events) {
      const parsed = eventSchema.safeParse(event);
      expect(parsed.error?.issues ?? [], JSON.stringify(event).slice(0, 400)).toEqual([]);
      // Parsing drops keys the schema does not know: equal means the schema names every field.
      expect(parsed.data).toEqual(event);
      if (parsed.data?.type === 'contribution.decided') modules.add(parsed.data.data.module);
    }
    expect([...modules].sort()).toEqual([...MODULE_NAMES].sort());
    expect(
      events.some((e) => (e as { data: { reason: unknown } }).data.reason === 'Documento illeggibile'),
    ).toBe(true);
  });
});
