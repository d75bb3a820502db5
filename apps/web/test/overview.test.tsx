import { type CgsCode, MODULE_NAMES, type Synthesis } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n, loadLocale } from '../src/lib/i18n.ts';
import { synthesis } from './fixtures.ts';
import { companyUser, json, latestReports, renderApp, stubSession } from './helpers.tsx';

const NBSP = '\u00a0';

/** The overview with the default answers, a synthesis changed by `patch`, and any extra routes. */
async function renderOverview(patch: Partial<Synthesis> = {}, extra: Parameters<typeof stubSession>[1] = {}) {
  const calls = stubSession(companyUser, {
    'POST /api/v1/sintesi/sintesi-documenti': () => json({ ...synthesis, ...patch }),
    ...extra,
  });
  renderApp('/credibility/overview');
  await screen.findByRole('heading', { level: 1, name: 'Panoramica azienda' });
  await screen.findByRole('region', { name: 'Sintesi azienda' });
  return calls;
}

const card = (name: string) => screen.getByRole('region', { name });

describe('overview start-up', () => {
  it('reads the latest reports, then asks the synthesis of the latest delivery with its two ids', async () => {
    const calls = await renderOverview();
    const synthesisCall = calls.find((c) => c.path === '/api/v1/sintesi/sintesi-documenti');
    expect(synthesisCall?.method).toBe('POST');
    expect(JSON.parse(synthesisCall?.body ?? '{}')).toEqual({ cdRichiesta: 'R-1', idConsegna: 'C-1' });
    const order = calls.map((c) => c.path);
    expect(order.indexOf('/api/v1/sintesi/ultimi-rapporti')).toBeLessThan(
      order.indexOf('/api/v1/sintesi/sintesi-documenti'),
    );
  });

  it('shows loading skeletons while the synthesis loads', async () => {
    let release: (r: Response) => void = () => {};
    stubSession(companyUser, {
      'POST /api/v1/sintesi/sintesi-documenti': () => new Promise<Response>((r) => (release = r)),
    });
    renderApp('/credibility/overview');
    await screen.findByRole('heading', { level: 1, name: 'Panoramica azienda' });
    // the report list is there (counters), the synthesis is not yet: skeleton cards
    await screen.findByRole('region', { name: 'Le tue contribuzioni' });
    expect(screen.getByRole('status', { name: 'Caricamento in corso…' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sintesi azienda' })).not.toBeInTheDocument();
    release(json(synthesis));
    expect(await screen.findByRole('region', { name: 'Sintesi azienda' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Caricamento in corso…' })).not.toBeInTheDocument();
  });

  it.each([
    ['fails', () => json({ message: 'Documento non trovato' }, 404)],
    ['answers empty', () => new Response('', { status: 200 })],
    ['answers off contract', () => json({ company: {} })],
  ])('says so, without a toast, when the synthesis %s', async (_label, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the dev log of an off-contract answer
    stubSession(companyUser, { 'POST /api/v1/sintesi/sintesi-documenti': answer });
    renderApp('/credibility/overview');
    expect(
      await screen.findByText('Si è verificato un errore durante il caricamento del documento.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Documento non trovato')).not.toBeInTheDocument();
    expect(screen.queryByText('Errore Generico')).not.toBeInTheDocument();
    // the cards that do not come from the synthesis stay
    expect(screen.getByRole('region', { name: 'Le tue contribuzioni' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Attestato di credibilità' })).toBeInTheDocument();
  });
});

describe('contribution counters', () => {
  const listHref = (state: string) =>
    `/credibility/integrazione-dati/elenco-contribuzioni?state=${state}&from=overview`;

  it('shows the arrow to the filtered list only for counts above 0 (0 vs 1)', async () => {
    await renderOverview(
      {},
      { 'GET /api/v1/contribuzioni/count': () => json({ accettate: 1, inLavorazione: 0, rifiutate: 7 }) },
    );
    const counters = card('Le tue contribuzioni');
    await within(counters).findByText('7');
    expect(within(counters).getByText('Accettate')).toBeInTheDocument();
    expect(within(counters).getByText('In lavorazione')).toBeInTheDocument();
    expect(within(counters).getByText('Rifiutate')).toBeInTheDocument();
    expect(within(counters).getByRole('link', { name: 'Vedi le contribuzioni accettate' })).toHaveAttribute(
      'href',
      listHref('accepted'),
    );
    expect(within(counters).queryByRole('link', { name: /in lavorazione/ })).not.toBeInTheDocument();
    expect(within(counters).getByRole('link', { name: 'Vedi le contribuzioni rifiutate' })).toHaveAttribute(
      'href',
      listHref('rejected'),
    );
  });

  it('links in-progress contributions with state=pending', async () => {
    await renderOverview(
      {},
      { 'GET /api/v1/contribuzioni/count': () => json({ accettate: 0, inLavorazione: 1, rifiutate: 0 }) },
    );
    const counters = card('Le tue contribuzioni');
    expect(await within(counters).findByRole('link')).toHaveAttribute('href', listHref('pending'));
    expect(within(counters).getAllByRole('link')).toHaveLength(1);
  });

  it('reads 0, without arrows and without a toast, when the counters call is missing (404)', async () => {
    await renderOverview(
      {},
      { 'GET /api/v1/contribuzioni/count': () => json({ message: 'Not Found' }, 404) },
    );
    const counters = card('Le tue contribuzioni');
    await waitFor(() => expect(within(counters).getAllByText('0')).toHaveLength(3));
    expect(within(counters).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Errore 404')).not.toBeInTheDocument();
  });
});

describe('company summary', () => {
  it('shows name, tax code, VAT, score out of 100 with its label and the credit line', async () => {
    await renderOverview();
    const summary = card('Sintesi azienda');
    expect(
      within(summary).getByRole('heading', { name: 'ALFA COSTRUZIONI MECCANICHE S.R.L.' }),
    ).toBeInTheDocument();
    expect(within(summary).getByText('01234567890')).toBeInTheDocument();
    expect(within(summary).getByText('IT01234567890')).toBeInTheDocument();
    expect(within(summary).getByText('78/100')).toBeInTheDocument();
    expect(within(summary).getByText('Affidabilità elevata')).toBeInTheDocument();
    expect(within(summary).getByText('Fido certificato')).toBeInTheDocument();
    expect(within(summary).getByText('150.000,00 €')).toBeInTheDocument();
  });

  it.each<[CgsCode | null, number | null, string, string]>([
    ['CGS_1', 95, '95/100', 'Affidabilità massima'],
    ['CGS_4', 50, '50/100', 'Affidabilità media'],
    ['CGS_8', 3, '3/100', 'Non affidabile'],
    ['ND', null, '-', 'Non disponibile'],
    [null, null, '-', 'Non acquistato'],
  ])('group score %s → %s %s', async (code, score, scoreText, label) => {
    await renderOverview({ cgs: { score, descriptiveScoreSynthesisCode: code } });
    const summary = card('Sintesi azienda');
    expect(within(summary).getByTestId('cgs-score')).toHaveTextContent(scoreText);
    expect(within(summary).getByText(label)).toBeInTheDocument();
  });

  it('lists the partial evaluations with ok / pericolo / warning, each a button to its card', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    await renderOverview();
    const summary = card('Sintesi azienda');
    const negative = within(summary).getByRole('button', { name: /^Eventi negativi, esito positivo/ });
    const payments = within(summary).getByRole('button', { name: /^Esperienze di pagamento, pericolo/ });
    const balance = within(summary).getByRole('button', {
      name: /^Situazione economico-finanziaria, attenzione/,
    });
    expect(negative).toHaveAttribute('data-outcome', 'ok');
    expect(payments).toHaveAttribute('data-outcome', 'danger');
    expect(balance).toHaveAttribute('data-outcome', 'warning');
    // an id that names no card is shown as it is, without an action
    expect(within(summary).getByText('altroIndicatore')).toBeInTheDocument();
    expect(within(summary).queryByRole('button', { name: /altroIndicatore/ })).not.toBeInTheDocument();

    await userEvent.click(negative);
    expect(scrolled.at(-1)?.id).toBe('overview-card-negativeEvents');
    expect(screen.getByRole('heading', { level: 2, name: 'Eventi negativi' })).toHaveFocus();
    await userEvent.click(balance);
    expect(scrolled.at(-1)?.id).toBe('overview-card-balance');
  });
});

describe('payment experiences', () => {
  it('formats every metric: zero as -, amounts grouped, incidenza as percent, trend and sector', async () => {
    await renderOverview();
    const payments = card('Esperienze di pagamento');
    const value = (label: string) =>
      within(payments).getByText(label).closest('.mantine-DataList-item, div')?.querySelector('dd')
        ?.textContent;
    expect(value('Numero di esperienze')).toBe('42');
    expect(value('Ammontare fatture chiuse')).toBe(`1.234.567${NBSP}€`);
    expect(value('Transazione massima')).toBe(`98.000${NBSP}€`);
    expect(value('Esperienze scadute')).toBe('-');
    expect(value('Ritardo medio')).toBe('-');
    expect(value("Incidenza dell'esposizione scaduta")).toBe('12,34%');
    expect(value('Giorni medi di pagamento (ultimo trimestre)')).toBe('58 gg');
    expect(value('Giorni medi azienda')).toBe('62 gg');
    expect(value('Giorni medi settore')).toBe('65 gg');
    expect(value('Rispetto al settore')).toBe('Sotto la media del settore');
    expect(value('Trend (ultimi 12 mesi)')).toBe('Lieve miglioramento');
    expect(
      within(payments).getByText('dati aggiornati al 23/03/2020, fonte: fornitore del servizio'),
    ).toBeInTheDocument();
  });

  it('places the company on the 5-level payment scale', async () => {
    await renderOverview();
    const scale = within(card('Esperienze di pagamento')).getByRole('list', { name: 'Tempi di pagamento' });
    const steps = within(scale).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Regolari',
      'Prevalentemente regolari',
      'Dilazionati',
      'Ritardi',
      'Ritardi significativi',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps.filter((s) => s.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it.each([
    [-2, 'Forte peggioramento'],
    [0, 'Stazionario'],
    [2, 'Forte miglioramento'],
  ])('trend %i → %s', async (trend, label) => {
    await renderOverview({ esperienzePagamento: { ...synthesis.esperienzePagamento!, trend } });
    expect(within(card('Esperienze di pagamento')).getByText(label)).toBeInTheDocument();
  });

  it('draws the trend as an accessible sparkline with the values in a table', async () => {
    await renderOverview();
    const payments = card('Esperienze di pagamento');
    const chart = within(payments).getByRole('img', { name: /^Andamento dei giorni medi di pagamento/ });
    expect(chart.getAttribute('aria-label')).toContain('03/2025 70 gg');
    expect(chart.getAttribute('aria-label')).toContain('12/2025 58 gg');
    const table = within(payments).getByRole('table', { name: 'Andamento dei giorni medi di pagamento' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByRole('rowheader', { name: '06/2025' })).toBeInTheDocument();
  });

  it('links the payment-experiences module', async () => {
    await renderOverview();
    expect(
      within(card('Esperienze di pagamento')).getByRole('link', {
        name: 'Integra le esperienze di pagamento',
      }),
    ).toHaveAttribute('href', '/credibility/integrazione-dati/esperienze-pagamento');
  });
});

describe('cards without data', () => {
  it.each<[keyof Synthesis, string, string | null]>([
    ['management', 'Management', '/credibility/integrazione-dati/management'],
    ['profiloOperativo', 'Profilo operativo', '/credibility/integrazione-dati/profilo-operativo'],
    ['bilancio', 'Situazione economico-finanziaria', '/credibility/integrazione-dati/situazione-ecofin'],
    ['controparti', 'Controparti commerciali', '/credibility/integrazione-dati/controparti-commerciali'],
    ['esperienzePagamento', 'Esperienze di pagamento', '/credibility/integrazione-dati/esperienze-pagamento'],
    ['eventiNegativi', 'Eventi negativi', null],
    ['consultazioni', 'Rischio legato alle consultazioni', null],
  ])('%s null → Dati non disponibili (%s)', async (section, title, href) => {
    await renderOverview({ [section]: null });
    const region = card(title);
    expect(within(region).getByText('Dati non disponibili')).toBeInTheDocument();
    if (href) {
      expect(within(region).getByRole('link', { name: `Accedi al modulo: ${title}` })).toHaveAttribute(
        'href',
        href,
      );
    } else {
      expect(within(region).queryByRole('link', { name: /Accedi al modulo/ })).not.toBeInTheDocument();
    }
  });
});

describe('certificate card', () => {
  it('shows the date of the last certificate (date part before T) and downloads {cdRichiesta}.pdf', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:certificate');
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const calls = await renderOverview(
      {},
      {
        'GET /api/v1/sintesi/ultimi-rapporti': () =>
          json({
            rapportiCredibility: {
              ...latestReports('R-1', 'C-1').rapportiCredibility,
              cdRichiestaUltimoAttestato: 'ATT-9',
              idConsegnaUltimoAttestato: 'CA-9',
              dataEvasioneUltimoAttestato: '2026-03-05T23:30:00Z',
            },
          }),
        'GET /api/v1/document/download/ATT-9': () =>
          new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
      },
    );
    const certificate = card('Attestato di credibilità');
    expect(within(certificate).getByText('05/03/2026')).toBeInTheDocument();
    await userEvent.click(within(certificate).getByRole('button', { name: 'Scarica attestato' }));
    await waitFor(() => expect(names).toEqual(['ATT-9.pdf']));
    expect(calls.find((c) => c.path === '/api/v1/document/download/ATT-9')?.url).toContain('idConsegna=CA-9');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('says when no certificate exists yet', async () => {
    await renderOverview();
    const certificate = card('Attestato di credibilità');
    expect(within(certificate).getByText('Nessun attestato generato finora.')).toBeInTheDocument();
    expect(within(certificate).queryByRole('button', { name: 'Scarica attestato' })).not.toBeInTheDocument();
    expect(within(certificate).getByRole('link', { name: 'Impostazioni attestato' })).toHaveAttribute(
      'href',
      '/credibility/impostazioni-attestato',
    );
  });
});

describe('management', () => {
  it('shows only the first 3 of 5, ownership and roles', async () => {
    await renderOverview();
    const management = card('Management');
    expect(within(management).getByText('Mario Bianchi')).toBeInTheDocument();
    expect(within(management).getByText('Anna Verdi')).toBeInTheDocument();
    expect(within(management).getByText('Luca Neri')).toBeInTheDocument();
    expect(within(management).queryByText('Paola Gialli')).not.toBeInTheDocument();
    expect(within(management).queryByText('Carlo Blu')).not.toBeInTheDocument();
    expect(within(management).getByText('Titolare al 51%')).toBeInTheDocument();
    expect(within(management).getByText('Titolare al 12,5%')).toBeInTheDocument();
    expect(within(management).getAllByText(/^Titolare al/)).toHaveLength(2);
    expect(within(management).getByText('Amministratore unico, Socio')).toBeInTheDocument();
    expect(within(management).getByText('e altre 2 persone nel report completo')).toBeInTheDocument();
  });
});

describe('anagrafica and operating profile', () => {
  it('shows legal form, status, ATECO 2007 and 2025, registered office and website', async () => {
    await renderOverview();
    const registry = card('Anagrafica');
    expect(within(registry).getByText('Società a responsabilità limitata')).toBeInTheDocument();
    expect(within(registry).getByText('Attiva')).toBeInTheDocument();
    expect(within(registry).getByText('28.41 - Fabbricazione di macchine utensili')).toBeInTheDocument();
    expect(
      within(registry).getByText('28.41.0 - Fabbricazione di macchine per la formatura dei metalli'),
    ).toBeInTheDocument();
    expect(within(registry).getByText('Via Roma 1, 20121 Milano (MI)')).toBeInTheDocument();
    const site = within(registry).getByRole('link', { name: 'www.alfa.example' });
    expect(site).toHaveAttribute('href', 'http://www.alfa.example');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('labels the activity status by its code, or with the server description for an unknown code', async () => {
    await renderOverview({ company: { ...synthesis.company, activityStatus: 'L', activityStatusDesc: 'x' } });
    expect(within(card('Anagrafica')).getByText('In liquidazione')).toBeInTheDocument();
  });

  it('falls back to the server description of an unknown activity status', async () => {
    await renderOverview({
      company: { ...synthesis.company, activityStatus: 'Z', activityStatusDesc: 'Stato particolare' },
    });
    expect(within(card('Anagrafica')).getByText('Stato particolare')).toBeInTheDocument();
  });

  it('shows revenue in thousands (estimated), employees, top 3 import and export countries', async () => {
    await renderOverview();
    const profile = card('Profilo operativo');
    expect(within(profile).getByText('Fatturato 2025')).toBeInTheDocument();
    expect(within(profile).getByText('12.345 migliaia di €')).toBeInTheDocument();
    expect(within(profile).getByText('Stimato')).toBeInTheDocument();
    expect(within(profile).getByText('48')).toBeInTheDocument();
    expect(within(profile).getByText('Germania, Francia, Cina')).toBeInTheDocument();
    expect(within(profile).getByText('Spagna, Austria, Svizzera')).toBeInTheDocument();
    expect(within(profile).getByText('35%')).toBeInTheDocument();
  });

  it('names no year for a profile without revenue (issue 25 §7)', async () => {
    await renderOverview({
      profiloOperativo: { ...synthesis.profiloOperativo!, fatturato: null, annoFatturato: null },
    });
    const profile = card('Profilo operativo');
    expect(within(profile).getByText('Fatturato')).toBeInTheDocument();
    expect(within(profile).queryByText(/^Fatturato \d/)).not.toBeInTheDocument();
  });

  it('does not label an actual revenue as estimated', async () => {
    await renderOverview({ profiloOperativo: { ...synthesis.profiloOperativo!, fatturatoStimato: false } });
    expect(within(card('Profilo operativo')).queryByText('Stimato')).not.toBeInTheDocument();
  });
});

describe('negative events and consultations', () => {
  it('places the company on the 5-level scale and shows the five counts', async () => {
    await renderOverview();
    const events = card('Eventi negativi');
    const scale = within(events).getByRole('list', { name: 'Livello eventi negativi' });
    const current = within(scale)
      .getAllByRole('listitem')
      .find((s) => s.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('Minimi');
    for (const [label, count] of [
      ['Protesti', '1'],
      ['Atti pregiudizievoli', '2'],
      ['Notizie negative', '0'],
      ['Fallimenti e procedure', '0'],
      ['Altri atti di conservatoria', '3'],
    ]) {
      expect(within(events).getByText(label as string).parentElement).toHaveTextContent(`${label}${count}`);
    }
  });

  it("does not repeat the provider's Italian level name under the English level (issue 25 §8)", async () => {
    await loadLocale('en');
    await i18n.changeLanguage('en');
    stubSession(companyUser, {
      'POST /api/v1/sintesi/sintesi-documenti': () =>
        json({
          ...synthesis,
          eventiNegativi: {
            ...synthesis.eventiNegativi!,
            classificazione: { descrizione: 'Limitati', valore: 3 },
          },
        }),
    });
    renderApp('/credibility/overview');
    const events = await screen.findByRole('region', { name: 'Negative events' });
    expect(within(events).getAllByText('Limited').length).toBeGreaterThan(0);
    expect(within(events).queryByText('Limitati')).not.toBeInTheDocument();
  });

  it("shows the provider's own wording when it says more than the level name", async () => {
    await renderOverview();
    expect(within(card('Eventi negativi')).getByText('Eventi negativi minimi')).toBeInTheDocument();
  });

  it('shows the 3-level consultations scale, the 12-month count and the applicant split bar', async () => {
    await renderOverview();
    const consultations = card('Rischio legato alle consultazioni');
    const scale = within(consultations).getByRole('list', { name: 'Livello di rischio' });
    expect(within(scale).getAllByRole('listitem')).toHaveLength(3);
    expect(within(scale).getByText('Alcuni segnali di rischio').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(consultations).getByText('17')).toBeInTheDocument();
    expect(within(consultations).getByText('consultazioni negli ultimi 12 mesi')).toBeInTheDocument();
    const bar = within(consultations).getByRole('img', { name: /^Chi ha consultato il profilo/ });
    expect(bar).toHaveAccessibleName(
      'Chi ha consultato il profilo: Banche e istituzioni finanziarie 40%, Aziende 35%, Altri 25%',
    );
    expect(bar.querySelectorAll('rect')).toHaveLength(3);
    expect(bar.querySelector('rect')?.getAttribute('width')).toBe('40');
  });
});

describe('economic-financial situation', () => {
  const longText = (n: number) => 'a'.repeat(n);

  it.each([
    [250, longText(250), false],
    [251, `${longText(249)}…`, true],
    [400, `${longText(249)}…`, true],
  ])('analyst synthesis of %i characters', async (length, shown, cut) => {
    await renderOverview({
      bilancio: {
        ...synthesis.bilancio!,
        analisiBilancio: { ...synthesis.bilancio!.analisiBilancio, sintesiAnalista: longText(length) },
      },
    });
    const balance = card('Situazione economico-finanziaria');
    expect(within(balance).getByTestId('analyst-synthesis').textContent).toBe(shown);
    const readMore = within(balance).queryByRole('link', { name: /^Leggi tutto/ });
    if (cut) expect(readMore).toHaveAttribute('href', '/credibility/overview#ExecutiveSummary');
    else expect(readMore).not.toBeInTheDocument();
  });

  it('shows company and sector scales (10 levels), the values with trends, note and postscript', async () => {
    await renderOverview();
    const balance = card('Situazione economico-finanziaria');
    const company = within(balance).getByRole('list', { name: "Situazione dell'azienda" });
    const sector = within(balance).getByRole('list', { name: 'Situazione del settore' });
    expect(within(company).getAllByRole('listitem')).toHaveLength(10);
    expect(within(company).getByText('Ampia solvibilità').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(sector).getByText('Solvibilità moderata').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(
      within(balance).getByRole('link', { name: 'Vedi distribuzione: Situazione del settore' }),
    ).toHaveAttribute('href', '/credibility/overview#OverallAssessment');
    const table = within(balance).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'VoceImportoVariazione',
      `Fatturato12.345.000,00${NBSP}€+5,2%`,
      `Utile netto456.000,50${NBSP}€-3%`,
      `Patrimonio netto2.000.000,00${NBSP}€-`,
    ]);
    expect(within(balance).getByText('Valori in euro, bilancio 2024.')).toBeInTheDocument();
    expect(within(balance).getByText('Dati riclassificati dagli analisti.')).toBeInTheDocument();
  });
});

describe('commercial counterparties and report links', () => {
  it('shows the top 3 clients and the suppliers', async () => {
    await renderOverview();
    const counterparts = card('Controparti commerciali');
    expect(within(counterparts).getByText('Cliente Tre GmbH')).toBeInTheDocument();
    expect(within(counterparts).queryByText('Cliente Quattro')).not.toBeInTheDocument();
    expect(within(counterparts).getByText('Fornitore Acciai S.r.l.')).toBeInTheDocument();
  });

  it("gives every report card a 'Vedi dettaglio' link to its anchor", async () => {
    await renderOverview();
    const expected: Record<string, string> = {
      'Sintesi azienda': 'ExecutiveSummary',
      'Esperienze di pagamento': 'PaymentExperiences',
      Anagrafica: 'CompanyInformation',
      Management: 'Management',
      'Profilo operativo': 'OperativeProfile',
      'Controparti commerciali': 'OperativeProfile',
      'Eventi negativi': 'NegativeEvents',
      'Rischio legato alle consultazioni': 'LastTwelveMonthRequests',
      'Situazione economico-finanziaria': 'BalanceSheetAnalysis',
      Sostenibilità: 'Sustainability',
    };
    for (const [title, anchor] of Object.entries(expected)) {
      expect(within(card(title)).getByRole('link', { name: `Vedi dettaglio: ${title}` })).toHaveAttribute(
        'href',
        `/credibility/overview#${anchor}`,
      );
    }
  });
});

describe('sent contributions', () => {
  const byModule = () => Object.fromEntries(MODULE_NAMES.map((m) => [m, [] as unknown[]]));
  const sent = (moduleName: string, stato: string, extra: Record<string, unknown> = {}) => ({
    moduleName,
    stato,
    dataSalvataggio: '2026-03-02T10:00:00.000Z',
    dataInvio: '2026-03-02T10:00:00.000Z',
    motivoRifiuto: null,
    blockId: `${moduleName}-block`,
    dati: {},
    ...extra,
  });
  const invoice = (numeroFattura: string, blockId: string) => ({
    numeroFattura,
    importo: 2500,
    dataFattura: new Date(2026, 1, 10).getTime(),
    blockId,
  });

  it('lists one row per invoice with its state and reason', async () => {
    const moduli = byModule();
    const storico = byModule();
    moduli.esperienzaPagamento = [
      sent('esperienzaPagamento', 'IN_LAVORAZIONE', {
        dati: {
          fornitori: [
            {
              idSoggetto: 'F1',
              denominazione: 'FORNITORE UNO SPA',
              fatture: [invoice('FT-1', 'b-1'), invoice('FT-2', 'b-2')],
            },
          ],
        },
      }),
    ];
    storico.anagrafica = [sent('anagrafica', 'NON_APPROVATO', { motivoRifiuto: 'CAP errato' })];
    await renderOverview(
      {},
      {
        'GET /api/v1/contribuzioni/leggi': () => json({ moduli, storicoContribuzioni: storico }),
        'GET /api/v1/admin/leggi-stato-blocchi': () =>
          json([
            { blockId: 'b-1', stato: 'APPROVATO', motivoRifiuto: null },
            { blockId: 'b-2', stato: 'NON_APPROVATO', motivoRifiuto: 'Fattura illeggibile' },
          ]),
      },
    );
    const table = await screen.findByRole('table', { name: 'Contribuzioni inviate' });
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent?.replace(/\s/g, ' '));
    expect(lines).toEqual([
      'Esperienze di PagamentoFattura FT-1 – FORNITORE UNO SPA – 2.500,00 € del 10/02/202602/03/2026Accettato-',
      'Esperienze di PagamentoFattura FT-2 – FORNITORE UNO SPA – 2.500,00 € del 10/02/202602/03/2026RifiutatoFattura illeggibile',
      'Anagrafica-02/03/2026RifiutatoCAP errato',
    ]);
    expect(screen.getByRole('link', { name: 'Vedi tutte le contribuzioni' })).toHaveAttribute(
      'href',
      '/credibility/integrazione-dati/elenco-contribuzioni?from=overview',
    );
  });

  it('says when nothing was sent yet', async () => {
    await renderOverview(
      {},
      {
        'GET /api/v1/contribuzioni/leggi': () =>
          json({ moduli: byModule(), storicoContribuzioni: byModule() }),
      },
    );
    expect(await screen.findByText('Non hai ancora inviato nessuna contribuzione.')).toBeInTheDocument();
  });
});
