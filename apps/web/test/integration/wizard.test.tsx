import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { companyUser, json, renderApp, stubSession } from '../helpers.tsx';
import { domainRoutes, moduleInfo, readAnswer, record } from './fixtures.ts';

const PROFILE = '/credibility/integrazione-dati/profilo-operativo';
const MANAGEMENT = '/credibility/integrazione-dati/management';

const currentStep = () =>
  within(screen.getByRole('navigation', { name: 'Passaggi del modulo' }))
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step')?.textContent;

async function changeEmployees(value: string) {
  const input = await screen.findByRole('textbox', { name: 'Numero di dipendenti' });
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

/** The operating profile's page, whose writes the server accepts. */
function renderWritableProfile() {
  stubSession(companyUser, {
    ...domainRoutes(),
    'GET /api/v1/contribuzioni/profilo-operativo/leggi': () => readAnswer(),
    'POST /api/v1/contribuzioni/profilo-operativo/scrivi': () => json({ esito: true, version: 1 }),
    'GET /api/v1/contribuzioni/info-moduli': () => json(moduleInfo()),
  });
  renderApp(PROFILE);
}

describe('module wizard shell', () => {
  it('shows the company name, the module name, the back arrow and the numbered steps', async () => {
    stubSession(companyUser, {
      ...domainRoutes(),
      'GET /api/v1/contribuzioni/profilo-operativo/leggi': () => readAnswer(),
    });
    renderApp(PROFILE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profilo operativo' })).toBeInTheDocument();
    expect(await screen.findByText('ALFA COSTRUZIONI MECCANICHE S.R.L.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna a Integrazione dati' })).toHaveAttribute(
      'href',
      '/credibility/integrazione-dati',
    );
    await screen.findByRole('textbox', { name: 'Numero di dipendenti' });
    expect(currentStep()).toContain('Raccolta dati');
    expect(screen.getByText('Esito caricamento')).toBeInTheDocument();
  });

  it('advances only when the write answers esito: true, sending the draft version in If-Match', async () => {
    let esito = false;
    const calls = stubSession(companyUser, {
      ...domainRoutes(),
      'GET /api/v1/contribuzioni/profilo-operativo/leggi': () =>
        readAnswer(
          record(
            'IN_BOZZA',
            { numeroDipendenti: 10, paesiImport: [], paesiExport: [], percentualeExport: 0 },
            { version: 3 },
          ),
        ),
      'POST /api/v1/contribuzioni/profilo-operativo/scrivi': () => json({ esito, version: 4 }),
      'GET /api/v1/contribuzioni/info-moduli': () => json(moduleInfo()),
    });
    renderApp(PROFILE);
    await changeEmployees('12');
    const proceed = screen.getByRole('button', { name: 'Procedi' });
    await waitFor(() => expect(proceed).toBeEnabled());
    await userEvent.click(proceed);
    expect(await screen.findByText('Dati non acquisiti')).toBeInTheDocument();
    expect(currentStep()).toContain('Raccolta dati');
    const write = calls.find((c) => c.path.endsWith('/profilo-operativo/scrivi'));
    expect(write?.headers.get('if-match')).toBe('3');

    esito = true;
    notifications.clean();
    await userEvent.click(screen.getByRole('button', { name: 'Procedi' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Esito caricamento' })).toBeInTheDocument();
    expect(currentStep()).toContain('Esito caricamento');
  });

  it('lets the operating profile go back from the result to data collection, keeping the values', async () => {
    renderWritableProfile();
    await changeEmployees('77');
    await userEvent.click(screen.getByRole('button', { name: 'Procedi' }));
    await screen.findByRole('heading', { level: 2, name: 'Esito caricamento' });
    await userEvent.click(screen.getByRole('button', { name: 'Torna alla raccolta dati' }));
    expect(await screen.findByRole('textbox', { name: 'Numero di dipendenti' })).toHaveValue('77');
    expect(currentStep()).toContain('Raccolta dati');
    // the draft written a moment ago can go on as it is
    expect(screen.getByRole('button', { name: 'Procedi' })).toBeEnabled();
  });

  it('the operating profile result step opens with the alert that the data was received', async () => {
    renderWritableProfile();
    await changeEmployees('78');
    await userEvent.click(screen.getByRole('button', { name: 'Procedi' }));
    await screen.findByRole('heading', { level: 2, name: 'Esito caricamento' });
    expect(screen.getByRole('status')).toHaveTextContent('Dati caricati');
  });

  it('the saved-data preview offers to edit the data', async () => {
    stubSession(companyUser, {
      ...domainRoutes(),
      'GET /api/v1/contribuzioni/profilo-operativo/leggi': () =>
        readAnswer(
          record(
            'SALVATO',
            { numeroDipendenti: 8, paesiImport: [], paesiExport: [], percentualeExport: 0 },
            { dataSalvataggio: '2026-11-22T23:58:00.000Z' },
          ),
        ),
    });
    renderApp(`${PROFILE}/preview`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Dati salvati' })).toBeInTheDocument();
    // saved at 00:58 on 23/11 in Italy
    expect(screen.getByText('Dati salvati il 23/11/2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Modifica i dati' }));
    expect(await screen.findByRole('textbox', { name: 'Numero di dipendenti' })).toHaveValue('8');
    expect(currentStep()).toContain('Raccolta dati');
  });

  it('does not let management go back from the result', async () => {
    stubSession(companyUser, {
      ...domainRoutes(),
      'GET /api/v1/contribuzioni/management/leggi': () =>
        readAnswer(
          record('SALVATO', {
            esponenti: [{ denominazione: 'MARIO ROSSI', cfPiva: '01234567890', cariche: ['AU'] }],
          }),
        ),
      'POST /api/v1/contribuzioni/management/scrivi': () => json({ esito: true, version: 1 }),
      'GET /api/v1/contribuzioni/info-moduli': () => json(moduleInfo()),
    });
    renderApp(MANAGEMENT);
    const name = await screen.findByRole('textbox', { name: /Nome e cognome o denominazione/ });
    await userEvent.type(name, ' JR');
    await userEvent.click(screen.getByRole('button', { name: 'Procedi' }));
    await screen.findByRole('heading', { level: 2, name: 'Esito caricamento' });
    expect(screen.queryByRole('button', { name: 'Torna alla raccolta dati' })).not.toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Passaggi del modulo' });
    expect(within(steps).queryByRole('button')).not.toBeInTheDocument();
  });

  it('saves with the written version and confirms with Salvataggio completato, then goes to the hub', async () => {
    const calls = stubSession(companyUser, {
      ...domainRoutes(),
      'GET /api/v1/contribuzioni/profilo-operativo/leggi': () => readAnswer(),
      'POST /api/v1/contribuzioni/profilo-operativo/scrivi': () => json({ esito: true, version: 1 }),
      'POST /api/v1/contribuzioni/profilo-operativo/salva': () => json({ esito: true, version: 2 }),
      'GET /api/v1/contribuzioni/info-moduli': () =>
        json(moduleInfo({ profiloOperativo: { stato: 'SALVATO' } })),
    });
    renderApp(PROFILE);
    await changeEmployees('50');
    await userEvent.click(screen.getByRole('button', { name: 'Procedi' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Salva caricamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvataggio completato' });
    expect(dialog).toHaveTextContent('processo di condivisione della pagina Integrazione dati');
    const write = calls.find((c) => c.path.endsWith('/scrivi'));
    const save = calls.find((c) => c.path.endsWith('/salva'));
    expect(write?.headers.get('if-match')).toBe('0');
    expect(save?.headers.get('if-match')).toBe('1');
    expect(save?.body).toBe(write?.body);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vai a Integrazione dati' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrazione dati' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/credibility/integrazione-dati');
  });

  it('closing the save confirmation shows the saved data read-only', async () => {
    let saved = false;
    stubSession(companyUser, {
      ...domainRoutes(),
      'GET /api/v1/contribuzioni/profilo-operativo/leggi': () =>
        saved
          ? readAnswer(
              record('SALVATO', {
                numeroDipendenti: 50,
                paesiImport: [],
                paesiExport: [],
                percentualeExport: 0,
              }),
            )
          : readAnswer(),
      'POST /api/v1/contribuzioni/profilo-operativo/scrivi': () => json({ esito: true, version: 1 }),
      'POST /api/v1/contribuzioni/profilo-operativo/salva': () => {
        saved = true;
        return json({ esito: true, version: 2 });
      },
      'GET /api/v1/contribuzioni/info-moduli': () => json(moduleInfo()),
    });
    renderApp(PROFILE);
    await changeEmployees('50');
    await userEvent.click(screen.getByRole('button', { name: 'Procedi' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Salva caricamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvataggio completato' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dati salvati' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`${PROFILE}/preview`);
    expect(screen.getByText('50')).toBeInTheDocument();
  });

  it('leaving a module drops its read: coming back starts from fresh data', async () => {
    let employees = 10;
    stubSession(companyUser, {
      ...domainRoutes(),
      'GET /api/v1/contribuzioni/profilo-operativo/leggi': () =>
        readAnswer(
          record('SALVATO', {
            numeroDipendenti: employees,
            paesiImport: [],
            paesiExport: [],
            percentualeExport: 0,
          }),
        ),
      'GET /api/v1/contribuzioni/info-moduli': () => json(moduleInfo()),
    });
    renderApp(PROFILE);
    expect(await screen.findByRole('textbox', { name: 'Numero di dipendenti' })).toHaveValue('10');
    await userEvent.click(screen.getByRole('link', { name: 'Torna a Integrazione dati' }));
    await screen.findByRole('heading', { level: 1, name: 'Integrazione dati' });
    employees = 20;
    await userEvent.click(await screen.findByRole('link', { name: 'Accedi al modulo: Profilo operativo' }));
    expect(await screen.findByRole('textbox', { name: 'Numero di dipendenti' })).toHaveValue('20');
  });

  it('on 409 shows the server message and reads the module again', async () => {
    let reads = 0;
    stubSession(companyUser, {
      ...domainRoutes(),
      'GET /api/v1/contribuzioni/profilo-operativo/leggi': () => {
        reads += 1;
        return readAnswer();
      },
      'POST /api/v1/contribuzioni/profilo-operativo/scrivi': () =>
        json({ message: 'I dati sono stati modificati nel frattempo: ricarica il modulo.' }, 409),
      'GET /api/v1/contribuzioni/info-moduli': () => json(moduleInfo()),
    });
    renderApp(PROFILE);
    await changeEmployees('5');
    await userEvent.click(screen.getByRole('button', { name: 'Procedi' }));
    expect(
      await screen.findByText('I dati sono stati modificati nel frattempo: ricarica il modulo.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(2));
    expect(currentStep()).toContain('Raccolta dati');
  });

  it('opens the preview of the saved data with the rejection reason of the last contribution', async () => {
    stubSession(companyUser, {
      ...domainRoutes(),
      'GET /api/v1/contribuzioni/profilo-operativo/leggi': () =>
        readAnswer(
          record('SALVATO', {
            fatturato: 1500,
            numeroDipendenti: 8,
            paesiImport: ['DE'],
            paesiExport: ['FR'],
            percentualeExport: 30,
          }),
          record(
            'NON_APPROVATO',
            { numeroDipendenti: 9, paesiImport: [], paesiExport: [], percentualeExport: 0 },
            {
              motivoRifiuto: 'Numero di dipendenti non documentato',
            },
          ),
        ),
    });
    renderApp(`${PROFILE}/preview`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Dati salvati' })).toBeInTheDocument();
    expect(screen.getByText('Motivo del rifiuto')).toBeInTheDocument();
    expect(screen.getByText('Numero di dipendenti non documentato')).toBeInTheDocument();
    expect(screen.getByText('1.500 migliaia di €')).toBeInTheDocument();
    expect(await screen.findByText('Germania')).toBeInTheDocument();
    expect(screen.getByText('30%')).toBeInTheDocument();
  });

  it('closes the preview and returns to the hub when nothing is saved', async () => {
    stubSession(companyUser, {
      ...domainRoutes(),
      'GET /api/v1/contribuzioni/anagrafica/leggi': () => readAnswer(record('IN_BOZZA', {})),
      'GET /api/v1/contribuzioni/info-moduli': () => json(moduleInfo()),
    });
    renderApp('/credibility/integrazione-dati/anagrafica/preview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrazione dati' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/credibility/integrazione-dati');
  });

  it('redirects to the hub when the module is in progress', async () => {
    stubSession(companyUser, {
      ...domainRoutes(),
      'GET /api/v1/contribuzioni/management/leggi': () =>
        readAnswer(record('IN_ATTESA_LAVORAZIONE', { esponenti: [] })),
      'GET /api/v1/contribuzioni/info-moduli': () =>
        json(moduleInfo({ management: { stato: 'IN_ATTESA_LAVORAZIONE' } })),
    });
    renderApp(MANAGEMENT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrazione dati' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/credibility/integrazione-dati');
    // the hub says why the module did not open
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'Il modulo Management è in lavorazione: potrai modificarlo quando la revisione sarà conclusa.',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows an error with a retry when the module cannot be read', async () => {
    let fail = true;
    stubSession(companyUser, {
      ...domainRoutes(),
      'GET /api/v1/contribuzioni/profilo-operativo/leggi': () =>
        fail ? json({ message: 'x' }, 500) : readAnswer(),
    });
    renderApp(PROFILE);
    expect(await screen.findByText('Non è stato possibile caricare i dati del modulo.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('textbox', { name: 'Numero di dipendenti' })).toBeInTheDocument();
  });
});
