import type { CertificateConfig, LatestReports } from '@portal/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyUser, json, renderApp, stubSession } from './helpers.tsx';

const stored: CertificateConfig = {
  fidoCertificato: true,
  situazioneEcoFin: false,
  valutazioneTempiPagamento: true,
  eventiNegativi: true,
};

const withCertificate = (cd: string, date: string): LatestReports => ({
  rapportiCredibility: {
    cdRichiestaUltimoEvaso: 'R-1',
    idConsegnaUltimoEvaso: 'C-1',
    cdRichiestaUltimoAttestato: cd,
    idConsegnaUltimoAttestato: `${cd}-C`,
    dataEvasioneUltimoAttestato: date,
  },
});

const regenerated = (cd: string, date: string) => ({
  esito: true,
  attestato: {
    cdRichiestaUltimoAttestato: cd,
    idConsegnaUltimoAttestato: `${cd}-C`,
    dataEvasioneUltimoAttestato: date,
  },
});

function stubCertificate(extra: Parameters<typeof stubSession>[1] = {}) {
  let reports = withCertificate('ATT-1', '2026-01-10T10:00:00Z');
  const calls = stubSession(companyUser, {
    'GET /api/v1/sintesi/ultimi-rapporti': () => json(reports),
    'GET /api/v1/contribuzioni/leggi-configurazione-attestato': () => json(stored),
    'GET /api/v1/attestato/verifica': () => json({ attestato: null }),
    'GET /api/v1/attestato/condivisioni': () => json([]),
    'GET /api/v1/attestato/visualizzazioni': () => json([]),
    'POST /api/v1/contribuzioni/salva-configurazione-attestato': () => {
      reports = withCertificate('ATT-2', '2026-03-20T08:00:00Z');
      return json(regenerated('ATT-2', '2026-03-20T08:00:00Z'));
    },
    ...extra,
  });
  return calls;
}

async function openPage() {
  renderApp('/credibility/impostazioni-attestato');
  await screen.findByRole('heading', { level: 1, name: 'Impostazioni del tuo attestato' });
  return screen.findByRole('switch', { name: /Fido certificato/ });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('certificate settings', () => {
  it('shows the four toggles as stored and the date of the last certificate', async () => {
    stubCertificate();
    await openPage();
    expect(screen.getByRole('switch', { name: /Fido certificato/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Situazione economico-finanziaria/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Valutazione tempi di pagamento/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Eventi negativi/ })).toBeChecked();
    expect(await screen.findByText('Generato il 10/01/2026')).toBeInTheDocument();
  });

  it('enables save only while the toggles differ from the stored ones', async () => {
    stubCertificate();
    const fido = await openPage();
    const save = screen.getByRole('button', { name: 'Salva modifiche' });
    expect(save).toBeDisabled();
    await userEvent.click(fido);
    expect(fido).not.toBeChecked();
    expect(save).toBeEnabled();
    await userEvent.click(fido);
    expect(save).toBeDisabled();
  });

  it("saves the four booleans, shows 'Modifiche salvate' for 5000 ms and refreshes the certificate", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = stubCertificate();
    await openPage();
    await user.click(screen.getByRole('switch', { name: /Situazione economico-finanziaria/ }));
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));

    const notice = await screen.findByText('Modifiche salvate');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    // (fake time also runs with the real clock here, hence the small margins)
    await act(() => vi.advanceTimersByTimeAsync(4800));
    expect(screen.getByText('Modifiche salvate')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByText('Modifiche salvate')).not.toBeInTheDocument();

    const saveCall = calls.find((c) => c.path === '/api/v1/contribuzioni/salva-configurazione-attestato');
    expect(JSON.parse(saveCall?.body ?? '{}')).toEqual({ ...stored, situazioneEcoFin: true });
    // the stored config is now the saved one: nothing to save
    expect(screen.getByRole('switch', { name: /Situazione economico-finanziaria/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Salva modifiche' })).toBeDisabled();
    expect(await screen.findByText('Generato il 20/03/2026')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/v1/sintesi/ultimi-rapporti').length).toBeGreaterThan(1);
  });

  it('keeps the changes and shows no success when the save fails', async () => {
    stubCertificate({
      'POST /api/v1/contribuzioni/salva-configurazione-attestato': () =>
        json({ message: 'Salvataggio fallito' }, 500),
    });
    const fido = await openPage();
    await userEvent.click(fido);
    await userEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Salvataggio fallito')).toBeInTheDocument();
    expect(screen.queryByText('Modifiche salvate')).not.toBeInTheDocument();
    expect(fido).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Salva modifiche' })).toBeEnabled();
  });

  it("'Genera nuovo attestato' regenerates from the latest report", async () => {
    const calls = stubCertificate({
      'PUT /api/v1/document/rigenera/R-1': () => json(regenerated('ATT-3', '2026-04-01T00:00:00Z')),
    });
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Genera nuovo attestato' }));
    expect(await screen.findByText('Nuovo attestato generato')).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/api/v1/document/rigenera/R-1');
    expect(call?.method).toBe('PUT');
    expect(call?.url).toBe('/api/v1/document/rigenera/R-1?idConsegna=C-1');
  });

  it("'Scarica attestato' saves {cdRichiestaUltimoAttestato}.pdf", async () => {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const calls = stubCertificate({
      'GET /api/v1/document/download/ATT-1': () =>
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    await openPage();
    await screen.findByText('Generato il 10/01/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Scarica attestato' }));
    await waitFor(() => expect(names).toEqual(['ATT-1.pdf']));
    expect(calls.find((c) => c.path === '/api/v1/document/download/ATT-1')?.url).toContain(
      'idConsegna=ATT-1-C',
    );
  });

  it('only logs a failed download (no toast)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubCertificate({
      'GET /api/v1/document/download/ATT-1': () => json({ message: 'PDF non trovato' }, 404),
    });
    await openPage();
    await screen.findByText('Generato il 10/01/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Scarica attestato' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByText('PDF non trovato')).not.toBeInTheDocument();
    expect(screen.queryByText('Errore 404')).not.toBeInTheDocument();
  });

  it('without a certificate: says so and cannot download', async () => {
    stubCertificate({
      'GET /api/v1/sintesi/ultimi-rapporti': () =>
        json({
          rapportiCredibility: {
            cdRichiestaUltimoEvaso: 'R-1',
            idConsegnaUltimoEvaso: 'C-1',
            cdRichiestaUltimoAttestato: null,
            idConsegnaUltimoAttestato: null,
            dataEvasioneUltimoAttestato: null,
          },
        }),
    });
    await openPage();
    const last = screen.getByRole('region', { name: 'Ultimo attestato' });
    expect(await within(last).findByText('Nessun attestato generato finora.')).toBeInTheDocument();
    expect(within(last).getByRole('button', { name: 'Scarica attestato' })).toBeDisabled();
  });
});
