import { countEvents, type NegativeEvent } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { synthesis } from '../fixtures.ts';
import { companyUser, json, renderApp, stubSession } from '../helpers.tsx';
import { moduleInfo, readAnswer, record } from '../integration/fixtures.ts';
import { fakeFile, stubXhr } from './fake-xhr.ts';

/* Issue 29 §2: 'Contesta' on the event's line opens the contest wizard with that event chosen. */

const protest: NegativeEvent = {
  id: 'PRT-1',
  categoria: 'protesti',
  tipo: 'Protesto di cambiale',
  data: '2025-03-12',
  importo: 4250,
  fonte: { registro: 'Registro informatico dei protesti - CCIAA di MI', riferimento: 'MI/2025/004512' },
};
const report = {
  ...synthesis,
  eventiNegativi: {
    classificazione: { descrizione: 'Limitati', valore: 3 },
    eventiInfluenti: countEvents([protest]),
    eventi: [protest],
  },
};

function stubContest() {
  let written = false;
  const sent = stubXhr();
  stubSession(companyUser, {
    'POST /api/v1/sintesi/sintesi-documenti': () => json(report),
    'GET /api/v1/contribuzioni/contestazione-eventi/leggi': () =>
      written
        ? readAnswer(
            record(
              'IN_BOZZA',
              {
                idEvento: 'PRT-1',
                motivo: 'pagatoCancellato',
                importoCorretto: null,
                dataCorretta: null,
                nota: '',
                documenti: [
                  {
                    codiceDocumento: 'K-1',
                    nomeDocumento: 'cancellazione.pdf',
                    contentTypeDocumento: 'application/pdf',
                  },
                ],
              },
              { version: 2 },
            ),
          )
        : readAnswer(),
    'POST /api/v1/contribuzioni/contestazione-eventi/scrivi': () => {
      written = true;
      return json({ esito: true, version: 2 });
    },
    'GET /api/v1/contribuzioni/info-moduli': () => json(moduleInfo()),
  });
  return sent;
}

describe('contest of a negative event', () => {
  it("the card's 'Contesta' opens the wizard on that event, shown as the report has it", async () => {
    stubContest();
    renderApp('/credibility/overview');
    const card = await screen.findByRole('region', { name: 'Eventi negativi' });
    await userEvent.click(
      within(card).getByRole('link', { name: 'Contesta: Protesto di cambiale 12/03/2025' }),
    );
    expect(
      await screen.findByLabelText(/Evento contestato/, { selector: 'input' }, { timeout: 5000 }),
    ).toHaveValue('Protesto di cambiale · 12/03/2025 · 4.250,00\u00a0€');
    expect(
      screen.getByText('Fonte: Registro informatico dei protesti - CCIAA di MI, rif. MI/2025/004512'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
  });

  it('sends the ground, the note and each PDF as documento1…; a wrong amount needs the right one', async () => {
    const sent = stubContest();
    renderApp('/credibility/integrazione-dati/contestazione-eventi?evento=PRT-1');
    const proceed = await screen.findByRole('button', { name: 'Procedi' }, { timeout: 3000 });
    await userEvent.click(screen.getByRole('radio', { name: 'Importo o data errati' }));
    const files = () => screen.getByLabelText('Documenti a supporto', { selector: 'input' });
    await userEvent.upload(files(), fakeFile('cancellazione.pdf', 'application/pdf'));
    await userEvent.upload(files(), fakeFile('quietanza.pdf', 'application/pdf'));
    expect(proceed).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Importo corretto (€)' }), '1.860,50');
    await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), 'Importo errato');
    expect(proceed).toBeEnabled();
    await userEvent.click(proceed);
    expect(await screen.findByRole('heading', { name: 'Esito caricamento' })).toBeInTheDocument();
    const body = sent[0]?.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      idEvento: 'PRT-1',
      motivo: 'importoDataErrati',
      importoCorretto: '1860.5',
      nota: 'Importo errato',
    });
    expect((body.get('documento1') as File).name).toBe('cancellazione.pdf');
    expect((body.get('documento2') as File).name).toBe('quietanza.pdf');
    expect(body.get('documento3')).toBeNull();
  });
});
