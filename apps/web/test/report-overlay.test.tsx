import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ReportDocumentBody from '../src/features/overview/report/ReportDocumentBody.tsx';
import { reportDocument } from './fixtures.ts';
import { companyUser, json, renderApp, stubSession } from './helpers.tsx';

const COMPANY = 'ALFA COSTRUZIONI MECCANICHE S.R.L.';
/** The viewer is a lazy chunk (DOMPurify): give it time when the whole suite runs in parallel. */
const SLOW = { timeout: 5000 };

function stubWithDocument(answer: () => Response = () => json(reportDocument())) {
  return stubSession(companyUser, { 'GET /api/v1/document/R-1': answer });
}

const documentCalls = (calls: ReturnType<typeof stubSession>) =>
  calls.filter((c) => c.path === '/api/v1/document/R-1');

afterEach(() => {
  vi.useRealTimers();
  delete (window as { hacked?: unknown }).hacked;
});

describe('report overlay', () => {
  it("'Vedi dettaglio' sets the hash, shows the company name and opens the section; close clears the hash", async () => {
    const calls = stubWithDocument();
    renderApp('/credibility/overview');
    const management = await screen.findByRole('region', { name: 'Management' });
    const historyLength = window.history.length;

    await userEvent.click(within(management).getByRole('link', { name: 'Vedi dettaglio: Management' }));
    expect(window.location.hash).toBe('#Management');
    const dialog = await screen.findByRole('dialog', { name: COMPANY }, SLOW);
    const section = await within(dialog).findByText('Mario Bianchi', {}, SLOW);
    await waitFor(() => expect(section.closest('details')?.open).toBe(true), SLOW);
    expect(within(dialog).getByText('Management', { selector: 'summary' })).toHaveFocus();
    expect(documentCalls(calls)).toHaveLength(1);
    expect(documentCalls(calls)[0]?.url).toBe('/api/v1/document/R-1?idConsegna=C-1');
    // the other sections stay closed
    expect(within(dialog).getByText('Testo sintesi').closest('details')?.open).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi il report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/credibility/overview');
    expect(window.history.length).toBe(historyLength); // replaced, no new entries, no reload
    expect(screen.getByRole('region', { name: 'Management' })).toBeInTheDocument();
  });

  it('opens at once when the overview is opened with the hash of a known anchor', async () => {
    stubWithDocument();
    renderApp('/credibility/overview#NegativeEvents');
    const dialog = await screen.findByRole('dialog', { name: COMPANY }, SLOW);
    const section = await within(dialog).findByText('Nessun evento', {}, SLOW);
    await waitFor(() => expect(section.closest('.report-section')).not.toHaveAttribute('hidden'), SLOW);
  });

  it('ignores a hash that is not a report anchor', async () => {
    const calls = stubWithDocument();
    renderApp('/credibility/overview#altro');
    await screen.findByRole('region', { name: 'Management' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(documentCalls(calls)).toHaveLength(0);
  });

  it('fetches the document once per delivery (cached between openings)', async () => {
    const calls = stubWithDocument();
    renderApp('/credibility/overview');
    await userEvent.click(await screen.findByRole('link', { name: 'Vedi dettaglio: Management' }));
    let dialog = await screen.findByRole('dialog', { name: COMPANY }, SLOW);
    await within(dialog).findByText('Mario Bianchi', {}, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi il report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);

    await userEvent.click(screen.getByRole('link', { name: 'Vedi dettaglio: Sintesi azienda' }));
    expect(window.location.hash).toBe('#ExecutiveSummary');
    dialog = await screen.findByRole('dialog', { name: COMPANY }, SLOW);
    const summary = await within(dialog).findByText('Testo sintesi', {}, SLOW);
    await waitFor(() => expect(summary.closest('details')?.open).toBe(true), SLOW);
    expect(documentCalls(calls)).toHaveLength(1);
  });

  it("shows 'Errore caricamento report' when the document fails, without a toast", async () => {
    stubWithDocument(() => json({ message: 'Report non disponibile' }, 500));
    renderApp('/credibility/overview#Management');
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(await within(dialog).findByText('Errore caricamento report', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Report non disponibile')).not.toBeInTheDocument();
  });

  it('strips scripts and event handlers from the report before showing it', async () => {
    stubWithDocument(() =>
      json(
        reportDocument(
          '<section id="Management"><details><summary>Management</summary>' +
            '<script>window.hacked = true</script><img src="x.png" alt="firma" onerror="window.hacked = true">' +
            '<p>Contenuto</p></details></section>',
        ),
      ),
    );
    renderApp('/credibility/overview#Management');
    const dialog = await screen.findByRole('dialog', { name: COMPANY }, SLOW);
    await within(dialog).findByText('Contenuto', {}, SLOW);
    const body = within(dialog).getByTestId('report-document');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(body.innerHTML).not.toContain('hacked');
    expect((window as { hacked?: unknown }).hacked).toBeUndefined();
  });
});

describe('waiting for the section (fake timers)', () => {
  const sectionQueries = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.filter(([selector]) => selector === '[id="Management"]').length;

  it('opens the section once it appears after some polls', async () => {
    vi.useFakeTimers();
    const query = vi.spyOn(Element.prototype, 'querySelector');
    render(<ReportDocumentBody html="<p>Caricamento sezioni…</p>" anchor="Management" />);
    const container = screen.getByTestId('report-document');
    expect(sectionQueries(query)).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(1500)); // three more polls, still missing
    expect(sectionQueries(query)).toBe(4);
    container.insertAdjacentHTML(
      'beforeend',
      '<section id="Management"><details><summary>Management</summary><p>M</p></details></section>',
    );
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(container.querySelector('details')?.open).toBe(true);
    expect(sectionQueries(query)).toBe(5);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(sectionQueries(query)).toBe(5);
  });

  it('gives up after 50 tries', async () => {
    vi.useFakeTimers();
    const query = vi.spyOn(Element.prototype, 'querySelector');
    render(<ReportDocumentBody html="<p>Nessuna sezione</p>" anchor="Management" />);
    await act(() => vi.advanceTimersByTimeAsync(49 * 500));
    expect(sectionQueries(query)).toBe(50);
    await act(() => vi.advanceTimersByTimeAsync(10 * 500));
    expect(sectionQueries(query)).toBe(50);
  });
});
