import { type ModuleName, romeDayStart, type Synthesis } from '@portal/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders.tsx';
import { ModuleReview } from '../../src/features/integration/index.ts';
import { ChangeTable } from '../../src/features/integration/modules/shared/ChangeTable.tsx';
import sharedEn from '../../src/features/integration/modules/shared/locales/en.json';
import sharedIt from '../../src/features/integration/modules/shared/locales/it.json';
import { i18n, loadLocale } from '../../src/lib/i18n.ts';
import { createQueryClient } from '../../src/lib/query-client.ts';
import { synthesis } from '../fixtures.ts';
import { stubApi } from '../helpers.tsx';
import { domainRoutes } from '../integration/fixtures.ts';

/** The review of `data` against `report`, as the admin page shows it (domain lists stubbed). */
async function review(name: ModuleName, data: Record<string, unknown>, report: Synthesis | null) {
  stubApi(domainRoutes());
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <ModuleReview name={name} data={data} report={report} />
    </AppProviders>,
  );
  await screen.findAllByRole('table');
}

/** A text as a regular expression that matches it literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A visible row of the review by its field label. */
const row = (label: string | RegExp) =>
  screen.getByRole('row', { name: typeof label === 'string' ? new RegExp(`^${literal(label)}`) : label });

/** [in the report, proposed] of a row. */
function values(tr: HTMLElement): [string, string] {
  const [current, proposed] = within(tr).getAllByRole('cell');
  return [current?.textContent ?? '', proposed?.textContent ?? ''];
}

const changed = (tr: HTMLElement) => within(tr).queryByText('Modificato') !== null;

/** Unfolds the unchanged fields, checking the button's label and state. */
async function showUnchanged(count: number) {
  const label = count === 1 ? 'Mostra 1 campo invariato' : `Mostra ${count} campi invariati`;
  const button = screen.getByRole('button', { name: label });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  const tables = screen.queryAllByRole('table').length;
  await userEvent.click(button);
  // the folded table is shown once the (animated) collapse opens
  await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(tables + 1));
  expect(screen.getByRole('button', { name: 'Nascondi campi invariati' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
}

const euro = (text: string) => new RegExp(`^${literal(text).replace(' ', '\\s')}€$`);

/** A registry contribution: the report's company as declared, with `changes`. */
const registry = (changes: Record<string, unknown> = {}) => ({
  ...{ naturaGiuridica: 'SR', statoAttivita: 'A', telefono: '02 1234567', email: '', pec: '' },
  ...{ indirizzo: 'VIA ROMA 1', cap: '20121', provincia: 'MI', comune: 'Milano', descrizione: '' },
  ...{ sitoInternet: '', insegnaMarca: '' },
  ateco: { codice: '28.41.0', descrizione: 'Fabbricazione di macchine', versione: '25' },
  ...changes,
});

/** An invoice of a payment experience, paid after its due date. */
const invoice = (numeroFattura: string, importo: number, more: Record<string, unknown> = {}) => ({
  numeroFattura,
  importo,
  descrizione: 'Forniture',
  ...{ dataFattura: romeDayStart('2026-01-15'), dataScadenza: romeDayStart('2026-02-14') },
  dataPagamento: romeDayStart('2026-02-20'),
  ...{
    nomeFile: `${numeroFattura}.pdf`,
    chiaveDocumento: `K-${numeroFattura}`,
    contentType: 'application/pdf',
  },
  ...more,
});

/** A declared balance sheet of 2025. */
const balance = (more: Record<string, unknown>) => ({
  ...{ tipoBilancio: 'depositato', annoBilancio: 2025, codiceBilancio: 'B-1' },
  ...{ nomeFileBilancio: 'bilancio-2025.xbrl', contentTypeBilancio: 'application/xml' },
  ...more,
});

/** An other-documents contribution of one PDF. */
const otherDocument = (nomeDocumento: string, tipoDocumento: string, noteDocumento: string) => ({
  ...{ codiceDocumento: 'D-1', nomeDocumento, tipoDocumento, noteDocumento },
  contentTypeDocumento: 'application/pdf',
});

describe('module review: the contribution beside the report', () => {
  it('registry: names for codes, changed fields first and marked, the others folded', async () => {
    await review(
      'anagrafica',
      registry({
        naturaGiuridica: 'SP',
        telefono: '02 7654321',
        email: 'info@alfa.example',
        comune: 'milano',
        sitoInternet: 'WWW.ALFA.EXAMPLE',
      }),
      synthesis,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Campo',
      'Nel report',
      'Proposto',
    ]);
    const nature = await screen.findByRole('row', { name: /^Natura giuridica/ });
    await waitFor(() =>
      expect(values(row('Natura giuridica'))).toEqual([
        'Società a responsabilità limitata',
        'Società per azioni',
      ]),
    );
    expect(changed(nature)).toBe(true);
    expect(values(row('Telefono principale'))).toEqual(['02 1234567', '02 7654321']);
    expect(values(row('E-mail principale'))).toEqual(['-', 'info@alfa.example']);
    // the changed rows come first, in the module's order
    const labels = screen.getAllByRole('rowheader').map((h) => h.textContent?.replace('Modificato', ''));
    expect(labels).toEqual(['Natura giuridica', 'Telefono principale', 'E-mail principale']);

    // equal by the module's comparison (case, the report's mixed-case address): folded
    expect(screen.queryByRole('row', { name: /^Comune/ })).toBeNull();
    expect(screen.queryByRole('row', { name: /^Indirizzo/ })).toBeNull();
    await showUnchanged(10);
    expect(values(row('Indirizzo'))).toEqual(['VIA ROMA 1', 'VIA ROMA 1']);
    expect(values(row('Comune'))).toEqual(['Milano', 'Milano']);
    expect(values(row('Provincia'))).toEqual(['Milano', 'Milano']);
    expect(values(row('Stato attività'))).toEqual(['Attiva', 'Attiva']);
    expect(values(row('PEC'))).toEqual(['-', '-']);
    expect(values(row(/^Settore di attività/))[0]).toMatch(/^28\.41\.0 - .*\(ATECO 2025\)$/);
    expect(changed(row('Comune'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Nascondi campi invariati' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Comune/ })).toBeNull());
  });

  it('registry without a report: every field the company fills in is a change from "-"', async () => {
    await review('anagrafica', registry(), null);
    const filled = [
      'Natura giuridica',
      'Stato attività',
      'Telefono principale',
      'Indirizzo',
      'CAP',
      'Provincia',
      'Comune',
      /^Settore di attività/,
    ];
    await waitFor(() => expect(values(row('Natura giuridica'))[1]).toBe('Società a responsabilità limitata'));
    for (const label of filled) {
      expect(values(row(label))[0], String(label)).toBe('-');
      expect(changed(row(label)), String(label)).toBe(true);
    }
    expect(values(row('CAP'))).toEqual(['-', '20121']);
    // issue 25 §10: shown as acceptance writes it (the municipality in upper case)
    expect(values(row('Comune'))).toEqual(['-', 'MILANO']);
    // the empty ones are equal ('-' on both sides)
    await showUnchanged(5);
    expect(values(row('PEC'))).toEqual(['-', '-']);
  });

  it('management: one row per officer by tax code, new and removed ones, role names', async () => {
    const report: Synthesis = {
      ...synthesis,
      management: [
        {
          denominazione: 'Mario Bianchi',
          cfPiva: 'BNCMRA70A01F205X',
          percentuale: 51,
          cariche: ['Amministratore unico'],
        },
        {
          denominazione: 'Anna Verdi',
          cfPiva: 'VRDNNA75B41F205Y',
          percentuale: null,
          cariche: ['Presidente'],
        },
        { denominazione: 'Luca Neri', cfPiva: 'NRELCU80C01F205Z', percentuale: 12.5, cariche: ['Socio'] },
      ],
    };
    await review(
      'management',
      {
        esponenti: [
          { denominazione: 'MARIO BIANCHI', cfPiva: 'BNCMRA70A01F205X', cariche: ['AU'] },
          { denominazione: 'ANNA VERDI', cfPiva: 'VRDNNA75B41F205Y', cariche: ['VPR', 'PRE'] },
          { denominazione: 'GIULIA ROSSI', cfPiva: 'RSSGLI90A41F205K', cariche: ['AD'] },
        ],
      },
      report,
    );
    const anna = row('Esponente VRDNNA75B41F205Y');
    expect(values(anna)).toEqual(['ANNA VERDI · Presidente', 'ANNA VERDI · Presidente, Vicepresidente']);
    expect(changed(anna)).toBe(true);
    expect(values(row('Esponente RSSGLI90A41F205K'))).toEqual([
      '-',
      'GIULIA ROSSI · Amministratore delegato',
    ]);
    // in the report only: removed (a role the form does not offer is shown as the report names it)
    expect(values(row('Esponente NRELCU80C01F205Z'))).toEqual(['LUCA NERI · Socio', '-']);
    expect(screen.queryByRole('row', { name: /BNCMRA70A01F205X/ })).toBeNull();
    await showUnchanged(1);
    expect(values(row('Esponente BNCMRA70A01F205X'))).toEqual([
      'MARIO BIANCHI · Amministratore unico',
      'MARIO BIANCHI · Amministratore unico',
    ]);
  });

  it('operating profile: thousands of euro, employees, share and one row per country', async () => {
    await review(
      'profiloOperativo',
      {
        fatturato: 15000,
        numeroDipendenti: 48,
        // the report's first three, as the form showed them: the report's list stays (with US)
        paesiImport: ['DE', 'FR', 'CN'],
        percentualeExport: 40,
        paesiExport: ['ES', 'AT', 'FR'],
      },
      synthesis,
    );
    const revenue = row('Fatturato');
    expect(values(revenue)).toEqual(['12.345 migliaia di €', '15.000 migliaia di €']);
    expect(changed(revenue)).toBe(true);
    expect(values(row('Paesi di export: Francia'))).toEqual(['-', 'Francia']);
    expect(values(row('Paesi di export: Svizzera'))).toEqual(['Svizzera', '-']);
    expect(values(row('Paesi di export: Polonia'))).toEqual(['Polonia', '-']);
    expect(screen.queryByRole('row', { name: /^Numero di dipendenti/ })).toBeNull();
    await showUnchanged(8);
    expect(values(row('Numero di dipendenti'))).toEqual(['48', '48']);
    expect(values(row('Percentuale di export'))).toEqual(['40%', '40%']);
    expect(values(row('Paesi di import: Stati Uniti'))).toEqual(['Stati Uniti', 'Stati Uniti']);
  });

  it('operating profile without a report: every declared figure is new', async () => {
    await review(
      'profiloOperativo',
      { fatturato: 1250, numeroDipendenti: 12, paesiImport: ['DE'], percentualeExport: 20, paesiExport: [] },
      null,
    );
    expect(values(row('Fatturato'))).toEqual(['-', '1.250 migliaia di €']);
    expect(values(row('Numero di dipendenti'))).toEqual(['-', '12']);
    expect(values(row('Percentuale di export'))).toEqual(['-', '20%']);
    expect(values(await screen.findByRole('row', { name: /^Paesi di import: Germania/ }))).toEqual([
      '-',
      'Germania',
    ]);
    expect(screen.queryByRole('button', { name: /campi? invariat/ })).toBeNull();
  });

  it('operating profile without a profile: the slider left at 0 is no change, as acceptance keeps "-"', async () => {
    // issue 25 §7: the review said "- → 0% Modificato" while the acceptance kept "-"
    await review(
      'profiloOperativo',
      { numeroDipendenti: 12, paesiImport: [], paesiExport: [], percentualeExport: 0 },
      { ...synthesis, profiloOperativo: null },
    );
    expect(values(row('Numero di dipendenti'))).toEqual(['-', '12']);
    expect(screen.queryByRole('row', { name: /^Percentuale di export/ })).toBeNull();
    await showUnchanged(2);
    const share = row('Percentuale di export');
    expect(values(share)).toEqual(['-', '-']);
    expect(changed(share)).toBe(false);
  });

  it('operating profile: a share moved from where the slider started is a change', async () => {
    await review(
      'profiloOperativo',
      { numeroDipendenti: 12, paesiImport: [], paesiExport: [], percentualeExport: 10 },
      { ...synthesis, profiloOperativo: null },
    );
    expect(values(row('Percentuale di export'))).toEqual(['-', '10%']);
    expect(changed(row('Percentuale di export'))).toBe(true);
  });

  it('counterparties: one row per subject (id, or name when foreign), new ones with their details', async () => {
    await review(
      'contropartiCommerciali',
      {
        clients: [
          {
            idSoggetto: '1',
            denominazione: 'Cliente Uno S.p.A.',
            codiceFiscale: '01111111111',
            partitaIva: null,
          },
          {
            idSoggetto: '9',
            denominazione: 'Nuovo Cliente S.r.l.',
            codiceFiscale: '09876543210',
            partitaIva: '09876543210',
          },
          {
            isForeign: true,
            idSoggetto: 'cc-foreign-abc',
            denominazione: 'Acme Ltd',
            paese: 'DE',
            indirizzo: 'Hauptstrasse 1',
            comune: 'Berlin',
          },
        ],
        suppliers: [
          {
            idSoggetto: '5',
            denominazione: 'Fornitore Acciai S.r.l.',
            codiceFiscale: '05555555555',
            partitaIva: null,
          },
        ],
      },
      synthesis,
    );
    expect(values(row(/NUOVO CLIENTE/))).toEqual(['-', 'NUOVO CLIENTE S.R.L. · 09876543210 · 09876543210']);
    expect(changed(row(/NUOVO CLIENTE/))).toBe(true);
    await waitFor(() =>
      expect(values(row(/ACME LTD/))).toEqual(['-', 'ACME LTD · Hauptstrasse 1 · Berlin · Germania']),
    );
    // the report's clients the contribution leaves out
    expect(values(row(/CLIENTE DUE/))).toEqual(['CLIENTE DUE S.R.L.', '-']);
    expect(values(row(/CLIENTE TRE GMBH/))).toEqual(['CLIENTE TRE GMBH', '-']);
    expect(row(/CLIENTE TRE GMBH/)).toHaveTextContent(/^Principali clienti/);
    await showUnchanged(2);
    expect(values(row(/^Principali fornitori/))).toEqual([
      'FORNITORE ACCIAI S.R.L.',
      'FORNITORE ACCIAI S.R.L.',
    ]);
    expect(values(row(/^Principali clienti.*CLIENTE UNO/))).toEqual([
      'CLIENTE UNO S.P.A.',
      'CLIENTE UNO S.P.A.',
    ]);
  });

  it('economic-financial situation: declared fields, and XBRL figures beside the balance lines', async () => {
    await review(
      'situazioneEcoFin',
      balance({
        codiceRicevuta: 'R-1',
        nomeFileRicevuta: 'ricevuta-deposito.pdf',
        contentTypeRicevuta: 'application/pdf',
        datiXbrl: {
          esito: 'estratti',
          messaggio: 'ok',
          tassonomia: 'itcc-ci 2018-11-04',
          corrente: {
            anno: 2025,
            ricavi: 12_345_000,
            valoreProduzione: 12_500_000,
            risultatoOperativo: 800_000,
            utileNetto: 500_000,
            patrimonioNetto: 2_000_000,
            totaleAttivo: 9_000_000,
            totalePassivo: 9_000_000,
            debiti: null,
            dipendentiMedi: 48,
          },
          precedente: null,
        },
      }),
      synthesis,
    );
    expect(values(row('Tipo'))).toEqual(['-', 'Bilancio depositato']);
    expect(values(row('Anno'))).toEqual(['-', '2025']);
    expect(values(row('Bilancio'))).toEqual(['-', 'bilancio-2025.xbrl']);
    expect(values(row('Ricevuta di deposito'))).toEqual(['-', 'ricevuta-deposito.pdf']);
    const profit = row("Utile (perdita) dell'esercizio (2025)");
    expect(changed(profit)).toBe(true);
    const [before, after] = values(profit);
    expect(before).toMatch(euro('456.000,50 '));
    expect(after).toMatch(euro('500.000,00 '));
    expect(values(row('Totale attivo (2025)'))[0]).toBe('-');
    expect(values(row('Dipendenti medi (2025)'))).toEqual(['-', '48']);
    expect(screen.queryByRole('row', { name: /^Patrimonio netto/ })).toBeNull();
    await showUnchanged(3);
    expect(values(row('Patrimonio netto (2025)'))[1]).toMatch(euro('2.000.000,00 '));
    expect(values(row('Ricavi delle vendite e delle prestazioni (2025)'))[0]).toMatch(euro('12.345.000,00 '));
    expect(values(row('Debiti (2025)'))).toEqual(['-', '-']);
  });

  it('economic-financial situation: an XBRL statement with nothing read says so (issue 25 §9)', async () => {
    const messaggio = 'Nessuna delle voci attese è presente nel file.';
    await review(
      'situazioneEcoFin',
      balance({
        datiXbrl: { esito: 'nessunDato', messaggio, tassonomia: null, corrente: null, precedente: null },
      }),
      synthesis,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Nessun dato letto dal file XBRL');
    expect(alert).toHaveTextContent(messaggio);
    expect(screen.queryByRole('row', { name: /\(2025\)/ })).toBeNull();
  });

  it('payment experiences: one invoice block, its supplier and fields in Italian formats', async () => {
    await review(
      'esperienzaPagamento',
      {
        fornitori: [
          {
            idSoggetto: 'S-9',
            denominazione: 'ACCIAI SPA',
            pivaCf: '01234567890',
            referente: { nome: 'Paolo', cognome: 'Neri', telefono: '', email: 'p.neri@acciai.example' },
            fatture: [
              invoice('FT-12', 1830, {
                descrizione: '',
                nomeFile: 'ft-12.pdf',
                chiaveDocumento: 'K-1',
                blockId: 'B-1',
              }),
            ],
          },
        ],
      },
      synthesis,
    );
    expect(values(row('Fornitore'))).toEqual(['-', 'ACCIAI SPA (01234567890)']);
    expect(values(row('Numero fattura'))).toEqual(['-', 'FT-12']);
    expect(values(row('Importo'))[1]).toMatch(euro('1.830,00 '));
    expect(values(row('Data fattura'))).toEqual(['-', '15/01/2026']);
    expect(values(row('Data scadenza'))).toEqual(['-', '14/02/2026']);
    expect(values(row('Data pagamento'))).toEqual(['-', '20/02/2026']);
    expect(values(row('Allegato'))).toEqual(['-', 'ft-12.pdf']);
    expect(changed(row('Importo'))).toBe(true);
    expect(screen.getAllByText('Modificato')).toHaveLength(7);
    await showUnchanged(1);
    expect(values(row('Descrizione'))).toEqual(['-', '-']);
  });

  it('payment experiences: several invoices name the invoice in each label', async () => {
    await review(
      'esperienzaPagamento',
      {
        fornitori: [
          {
            idSoggetto: 'S-9',
            denominazione: 'ACCIAI SPA',
            fatture: [invoice('A1', 100), invoice('A2', 250.5)],
          },
        ],
      },
      null,
    );
    expect(values(row('Fattura 2 di ACCIAI SPA · Importo'))[1]).toMatch(euro('250,50 '));
    expect(values(row('Fattura 1 di ACCIAI SPA · Numero fattura'))).toEqual(['-', 'A1']);
  });

  it('other documents: type, file and note; a document the report already lists shows there', async () => {
    await review(
      'altriDocumenti',
      otherDocument('piano-2026.pdf', 'Business plan', 'Piano industriale 2026-2028'),
      {
        ...synthesis,
        documentiIntegrativi: [{ tipo: 'Business plan', nome: 'piano-2026.pdf', data: '2026-01-10' }],
      },
    );
    expect(values(row('Note'))).toEqual(['-', 'Piano industriale 2026-2028']);
    expect(changed(row('Note'))).toBe(true);
    await showUnchanged(2);
    expect(values(row('Tipo di documento'))).toEqual(['Business plan', 'Business plan']);
    expect(values(row('File'))).toEqual(['piano-2026.pdf', 'piano-2026.pdf']);
  });

  it('other documents without a report: each declared field is new', async () => {
    await review('altriDocumenti', otherDocument('visura.pdf', 'Centrale rischi', ''), null);
    expect(values(row('Tipo di documento'))).toEqual(['-', 'Centrale rischi']);
    expect(values(row('File'))).toEqual(['-', 'visura.pdf']);
    await showUnchanged(1);
    expect(values(row('Note'))).toEqual(['-', '-']);
  });
});

describe('change table', () => {
  const show = (rows: Parameters<typeof ChangeTable>[0]['rows']) =>
    render(
      <AppProviders queryClient={createQueryClient({ retry: false })}>
        <ChangeTable rows={rows} />
      </AppProviders>,
    );

  it('says when there is nothing to compare', () => {
    show([]);
    expect(screen.getByText('Nessun dato da confrontare.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows values as text, never as HTML', () => {
    show([
      { key: 'a', label: 'Nota', current: '', proposed: '<b>grassetto</b><img src=x onerror=alert(1)>' },
    ]);
    expect(values(row('Nota'))).toEqual(['-', '<b>grassetto</b><img src=x onerror=alert(1)>']);
    expect(document.querySelector('b, img')).toBeNull();
  });

  it('says so when nothing changed, the unchanged rows still one click away', async () => {
    show([{ key: 'a', label: 'CAP', current: '20121', proposed: '20121' }]);
    expect(screen.getByText('Nessun campo modificato.')).toBeInTheDocument();
    await showUnchanged(1);
    expect(values(row('CAP'))).toEqual(['20121', '20121']);
  });

  it('speaks English', async () => {
    await loadLocale('en');
    await i18n.changeLanguage('en');
    show([
      { key: 'a', label: 'Phone', current: '1', proposed: '2' },
      { key: 'b', label: 'Postcode', current: '20121', proposed: '20121' },
      { key: 'c', label: 'Town', current: 'Milano', proposed: 'Milano' },
    ]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Field',
      'In the report',
      'Proposed',
    ]);
    expect(within(row('Phone')).getByText('Changed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show 2 unchanged fields' }));
    expect(screen.getByRole('button', { name: 'Hide unchanged fields' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('has the same texts in Italian and English', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(sharedEn).sort()).toEqual(keys(sharedIt).sort());
  });
});
