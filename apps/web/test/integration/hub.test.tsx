import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { companyUser, json, renderApp, stubSession } from '../helpers.tsx';
import { lastBody, moduleInfo } from './fixtures.ts';

const HUB = '/credibility/integrazione-dati';

const card = (name: string) => screen.getByRole('article', { name });

const savedTwo = moduleInfo({
  anagrafica: { stato: 'SALVATO', dataSalvataggio: '2026-03-02T10:00:00.000Z' },
  management: {
    stato: 'SALVATO',
    dataSalvataggio: '2026-03-03T10:00:00.000Z',
    dataUltimoInvio: '2026-01-15T09:00:00.000Z',
    numeroInvii: 1,
  },
  profiloOperativo: {
    stato: 'IN_ATTESA_LAVORAZIONE',
    dataUltimoInvio: '2026-02-20T09:00:00.000Z',
    numeroInvii: 2,
  },
});

describe('data-integration page', () => {
  it('shows the seven module cards with their footers, the Saved badge and the in-progress state', async () => {
    stubSession(companyUser, { 'GET /api/v1/contribuzioni/info-moduli': () => json(savedTwo) });
    renderApp(HUB);
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrazione dati' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Anagrafica' });
    expect(screen.getAllByRole('article')).toHaveLength(7);

    const registry = card('Anagrafica');
    expect(within(registry).getByText('Salvato')).toBeInTheDocument();
    expect(within(registry).getByText('Non hai ancora inviato nessuna integrazione')).toBeInTheDocument();
    expect(within(registry).getByRole('link', { name: 'Accedi al modulo: Anagrafica' })).toHaveAttribute(
      'href',
      '/credibility/integrazione-dati/anagrafica',
    );

    const profile = card('Profilo operativo');
    expect(within(profile).queryByText('Salvato')).not.toBeInTheDocument();
    expect(within(profile).getByText('Ultima contribuzione: 20/02/2026')).toBeInTheDocument();
    expect(within(profile).getByText('In lavorazione')).toBeInTheDocument();
    expect(within(profile).getByText('2 contribuzioni inviate')).toBeInTheDocument();
    const locked = within(profile).getByRole('button', { name: 'Accedi al modulo' });
    expect(locked).toBeDisabled();
    // the reason is on screen and is the button's description
    expect(
      within(profile).getByText('In lavorazione: potrai modificarlo quando la revisione sarà conclusa.'),
    ).toBeVisible();
    expect(locked).toHaveAccessibleDescription(
      'In lavorazione: potrai modificarlo quando la revisione sarà conclusa.',
    );
    expect(within(profile).queryByRole('link', { name: /Accedi al modulo/ })).not.toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: 'Vedi tutti: Profilo operativo' })).toHaveAttribute(
      'href',
      '/credibility/integrazione-dati/elenco-contribuzioni?module=profiloOperativo',
    );

    expect(within(card('Management')).getByText('1 contribuzione inviata')).toBeInTheDocument();
    expect(
      within(card('Altri documenti')).getByText('Non hai ancora inviato nessuna integrazione'),
    ).toBeInTheDocument();
  });

  it('shows the bottom bar only when a module is saved', async () => {
    stubSession(companyUser, {
      'GET /api/v1/contribuzioni/info-moduli': () => json(moduleInfo({ anagrafica: { stato: 'IN_BOZZA' } })),
    });
    renderApp(HUB);
    await screen.findByRole('article', { name: 'Anagrafica' });
    expect(screen.queryByText('Hai ultimato la compilazione dei moduli?')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invia contribuzioni' })).not.toBeInTheDocument();
  });

  it('lists the saved modules, all selected; with none selected sending is disabled', async () => {
    stubSession(companyUser, { 'GET /api/v1/contribuzioni/info-moduli': () => json(savedTwo) });
    renderApp(HUB);
    const bar = await screen.findByRole('region', { name: 'Hai ultimato la compilazione dei moduli?' });
    expect(within(bar).getByText("Hai 2 moduli salvati pronti per l'invio.")).toBeInTheDocument();
    expect(
      within(bar).getByText(
        "Ti consigliamo di completare tutti i dati mancanti e di inviarli in un'unica volta.",
      ),
    ).toBeInTheDocument();
    const send = within(bar).getByRole('button', { name: 'Invia contribuzioni' });
    expect(send).toBeEnabled();

    await userEvent.click(within(bar).getByRole('button', { name: 'Vedi dati salvati' }));
    expect(within(bar).getByRole('button', { name: 'Nascondi dati salvati' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const rows = within(await within(bar).findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Anagrafica');
    expect(rows[0]).toHaveTextContent('02/03/2026');
    expect(
      within(rows[1] as HTMLElement).getByRole('link', { name: 'Vedi dati: Management' }),
    ).toHaveAttribute('href', '/credibility/integrazione-dati/management/preview');
    const boxes = within(bar).getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true]);

    for (const box of boxes) await userEvent.click(box);
    expect(within(bar).getByText('Nessuna contribuzione selezionata')).toBeInTheDocument();
    expect(send).toBeDisabled();
  });

  it('does not let a demo user send', async () => {
    stubSession(
      { ...companyUser, isDemo: true },
      { 'GET /api/v1/contribuzioni/info-moduli': () => json(savedTwo) },
    );
    renderApp(HUB);
    const bar = await screen.findByRole('region', { name: 'Hai ultimato la compilazione dei moduli?' });
    expect(within(bar).getByRole('button', { name: 'Invia contribuzioni' })).toBeDisabled();
    expect(within(bar).getByText(/Gli utenti dimostrativi/)).toBeInTheDocument();
  });

  it('sends the selected modules, confirms and reads the module info again', async () => {
    let infoReads = 0;
    let sent = false;
    const calls = stubSession(companyUser, {
      'GET /api/v1/contribuzioni/info-moduli': () => {
        infoReads += 1;
        return json(
          sent
            ? moduleInfo({
                management: {
                  stato: 'IN_ATTESA_LAVORAZIONE',
                  numeroInvii: 2,
                  dataUltimoInvio: '2026-03-04T10:00:00Z',
                },
              })
            : savedTwo,
        );
      },
      'POST /api/v1/contribuzioni/invia': () => {
        sent = true;
        return json({ esito: true, fattureInErrore: [] });
      },
    });
    renderApp(HUB);
    const bar = await screen.findByRole('region', { name: 'Hai ultimato la compilazione dei moduli?' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Vedi dati salvati' }));
    await userEvent.click(
      await within(bar).findByRole('checkbox', { name: "Includi Anagrafica nell'invio" }),
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'Invia contribuzioni' }));

    const dialog = await screen.findByRole('dialog', { name: 'Dati inviati correttamente!' });
    expect(dialog).toHaveTextContent(
      'I dati sono stati inviati correttamente, le modifiche saranno revisionate dal nostro team, se avranno esito positivo, vedrai i nuovi dati sul tuo profilo.',
    );
    expect(lastBody(calls, '/api/v1/contribuzioni/invia')).toEqual({ moduli: ['management'] });
    await waitFor(() => expect(infoReads).toBe(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Hai ultimato/ })).not.toBeInTheDocument(),
    );
    expect(within(card('Management')).getByText('In lavorazione')).toBeInTheDocument();
  });

  it('lists the discarded invoices, W002 with its own wording', async () => {
    stubSession(companyUser, {
      'GET /api/v1/contribuzioni/info-moduli': () => json(savedTwo),
      'POST /api/v1/contribuzioni/invia': () =>
        json({
          esito: true,
          fattureInErrore: [
            { numeroFattura: 'F-12', codiceErrore: 'W002', denominazioneFornitore: 'ACCIAI SRL' },
            { numeroFattura: 'F-13', codiceErrore: 'E105', denominazioneFornitore: 'TRASPORTI SPA' },
          ],
        }),
    });
    renderApp(HUB);
    await userEvent.click(await screen.findByRole('button', { name: 'Invia contribuzioni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dati inviati correttamente!' });
    const list = within(dialog).getByTestId('failed-invoices');
    expect(list).toHaveTextContent('sono state scartate e non verranno prese in carico dai nostri analisti');
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'Fattura n. F-12 – ACCIAI SRL (W002): la fattura è già presente nella nostra banca dati ed è stata validata dai nostri analisti, non inserirla nuovamente',
    );
    // the code once: in the W002 line as the only mention, in the others inside the reason
    expect(items[0]?.textContent?.match(/W002/g)).toHaveLength(1);
    expect(items[1]).toHaveTextContent(
      /^Fattura n\. F-13 – TRASPORTI SPA: ha generato errore in piattaforma \(E105\)$/,
    );
    expect(items[1]?.textContent?.match(/E105/g)).toHaveLength(1);
    expect(list).toHaveTextContent('Le fatture scartate verranno eliminate dalla piattaforma.');
  });

  it('while sending, the modal has a title of its own and the loading message as its body', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubSession(companyUser, {
      'GET /api/v1/contribuzioni/info-moduli': () => json(savedTwo),
      'POST /api/v1/contribuzioni/invia': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp(HUB);
    await userEvent.click(await screen.findByRole('button', { name: 'Invia contribuzioni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invia contribuzioni' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Invio contribuzioni in corso');
    expect(within(dialog).getAllByText('Invio contribuzioni in corso')).toHaveLength(1);
    answer(json({ esito: true, fattureInErrore: [] }));
    expect(await screen.findByRole('dialog', { name: 'Dati inviati correttamente!' })).toBeInTheDocument();
  });

  it('shows the error modal when sending fails', async () => {
    stubSession(companyUser, {
      'GET /api/v1/contribuzioni/info-moduli': () => json(savedTwo),
      'POST /api/v1/contribuzioni/invia': () => json({ message: 'Il modulo non è salvato' }, 409),
    });
    renderApp(HUB);
    await userEvent.click(await screen.findByRole('button', { name: 'Invia contribuzioni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Si è verificato un errore.' });
    expect(dialog).toHaveTextContent(
      "I dati non sono stati inviati a causa di un errore. Riprova o contatta l'assistenza clienti.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
