import { countEvents, MODULE_NAMES, type NegativeEvent, type Synthesis } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, loadLocale } from '../src/lib/i18n.ts';
import { synthesis } from './fixtures.ts';
import { companyUser, json, renderApp, stubSession } from './helpers.tsx';

/* Issue 29 §1: the overview card lists the events behind the negative-event counts. */

const NBSP = '\u00a0';
const none = () => Object.fromEntries(MODULE_NAMES.map((m) => [m, []]));
// Where each event is registered, and under which reference (by the event's id prefix).
const PRT = { registro: 'Registro informatico dei protesti - CCIAA di MI', riferimento: 'MI/2025/004512' };
const PRG = { registro: 'Servizio di pubblicità immobiliare di MI', riferimento: 'Reg. gen. 41234' };
const NWS = { registro: 'Rassegna stampa nazionale', riferimento: 'Articolo n. 9' };
const event = (
  id: string,
  categoria: NegativeEvent['categoria'],
  tipo: string,
  data: string,
  importo: number | null,
  fonte: NegativeEvent['fonte'],
): NegativeEvent => ({ id, categoria, tipo, data, importo, fonte });
const protest = event('PRT-1', 'protesti', 'Protesto di cambiale', '2025-03-12', 4250.5, PRT);
const seizure = event('PRG-1', 'pregiudizievoli', 'Pignoramento immobiliare', '2025-06-30', 18600, PRG);
const news = event('NWS-1', 'newsNegative', 'Notizia di stampa', '2024-11-02', null, NWS);

function withEvents(eventi: NegativeEvent[]): Synthesis {
  return {
    ...synthesis,
    eventiNegativi: {
      classificazione: { descrizione: 'Limitati', valore: 3 },
      eventiInfluenti: countEvents(eventi),
      eventi,
    },
  };
}

async function renderCard(data: Synthesis, title = 'Eventi negativi') {
  stubSession(companyUser, { 'POST /api/v1/sintesi/sintesi-documenti': () => json(data) });
  renderApp('/credibility/overview');
  return screen.findByRole('region', { name: title });
}

describe('negative events on the overview card', () => {
  it('an event being contested shows its state and deadline instead of "Contesta"; a rejected one its reason (issue 29 §3)', async () => {
    const contest = (idEvento: string, extra: Record<string, unknown>) => ({
      moduleName: 'contestazioneEventi',
      dataSalvataggio: '2026-03-01T10:00:00.000Z',
      dataInvio: '2026-03-02T10:00:00.000Z',
      motivoRifiuto: null,
      blockId: `B-${idEvento}`,
      dataScadenza: '2026-04-01T10:00:00.000Z',
      dati: { idEvento },
      ...extra,
    });
    stubSession(companyUser, {
      'POST /api/v1/sintesi/sintesi-documenti': () => json(withEvents([protest, seizure])),
      'GET /api/v1/contribuzioni/leggi': () =>
        json({
          moduli: { ...none(), contestazioneEventi: [contest('PRT-1', { stato: 'IN_LAVORAZIONE' })] },
          storicoContribuzioni: {
            ...none(),
            contestazioneEventi: [
              contest('PRG-1', {
                stato: 'NON_APPROVATO',
                motivoRifiuto: "L'evento risulta ancora nel registro pubblico",
              }),
            ],
          },
        }),
    });
    renderApp('/credibility/overview');
    const card = await screen.findByRole('region', { name: 'Eventi negativi' });
    const items = within(within(card).getByRole('list', { name: 'Eventi registrati' })).getAllByRole(
      'listitem',
    );
    const [seizureLine, protestLine] = items as [HTMLElement, HTMLElement];
    expect(
      await within(protestLine).findByText('Contestazione in lavorazione: risposta entro il 01/04/2026'),
    ).toBeVisible();
    expect(within(protestLine).queryByRole('link', { name: /^Contesta/ })).toBeNull();
    expect(
      within(seizureLine).getByText(
        "Contestazione non accolta: L'evento risulta ancora nel registro pubblico",
      ),
    ).toBeVisible();
    expect(within(seizureLine).getByRole('link', { name: /^Contesta/ })).toBeVisible();
  });

  it('lists each event, most recent first, with its date, amount in euro and source', async () => {
    const card = await renderCard(withEvents([protest, seizure, news]));
    const list = within(card).getByRole('list', { name: 'Eventi registrati' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      `Atto pregiudizievole: Pignoramento immobiliare30/06/2025 · 18.600,00${NBSP}€Fonte: Servizio di pubblicità immobiliare di MI, rif. Reg. gen. 41234Contesta: Pignoramento immobiliare 30/06/2025`,
      `Protesto: Protesto di cambiale12/03/2025 · 4.250,50${NBSP}€Fonte: Registro informatico dei protesti - CCIAA di MI, rif. MI/2025/004512Contesta: Protesto di cambiale 12/03/2025`,
      'Notizia negativa: Notizia di stampa02/11/2024Fonte: Rassegna stampa nazionale, rif. Articolo n. 9Contesta: Notizia di stampa 02/11/2024',
    ]);
    // the counts stay as the spec shows them, derived from the same list
    expect(within(card).getByText('Protesti').parentElement).toHaveTextContent('Protesti1');
    expect(within(card).getByText('Atti pregiudizievoli').parentElement).toHaveTextContent(
      'Atti pregiudizievoli1',
    );
  });

  it('says when the report lists no event, and shows no list when the report has none (older deliveries)', async () => {
    const card = await renderCard(withEvents([]));
    expect(within(card).getByText('Nessun evento negativo registrato.')).toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: 'Eventi registrati' })).not.toBeInTheDocument();
  });

  it('shows the first five and counts the others, which are in the report', async () => {
    const many = Array.from({ length: 7 }, (_, i) => ({
      ...news,
      id: `NWS-${i}`,
      data: `2025-0${i + 1}-10`,
    }));
    const card = await renderCard(withEvents(many));
    expect(
      within(within(card).getByRole('list', { name: 'Eventi registrati' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(within(card).getByText('e altri 2 eventi nel report')).toBeInTheDocument();
  });

  it('speaks English in the en locale, keeping the provider’s Italian act and Italian number formats', async () => {
    await loadLocale('en');
    await i18n.changeLanguage('en');
    const card = await renderCard(withEvents([protest]), 'Negative events');
    const item = within(within(card).getByRole('list', { name: 'Recorded events' })).getByRole('listitem');
    expect(item.textContent).toBe(
      `Protest: Protesto di cambiale12/03/2025 · 4.250,50${NBSP}€Source: Registro informatico dei protesti - CCIAA di MI, ref. MI/2025/004512Contest: Protesto di cambiale 12/03/2025`,
    );
  });
});
