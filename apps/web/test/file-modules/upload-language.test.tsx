import { localizeMessage } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n, loadLocale } from '../../src/lib/i18n.ts';
import { companyUser, json, type RecordedCall, renderApp, stubSession } from '../helpers.tsx';
import { moduleInfo, readAnswer } from '../integration/fixtures.ts';
import { fakeFile, stubXhr } from './fake-xhr.ts';

const REFUSAL =
  'Il file piano.pdf contiene script o azioni automatiche e non può essere accettato: salvalo di nuovo come PDF semplice.';

/** The server's choice (apps/api http/errors.ts): English when the first language asked for is English. */
const serverLocale = (call: RecordedCall) =>
  /^en(-|$)/i.test(call.headers.get('accept-language')?.split(',')[0]?.trim() ?? '') ? 'en' : 'it';

describe('an upload refused by the server', () => {
  it("shows the server's message in the app's language, not the browser's", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT', 'it']);
    await loadLocale('en');
    await i18n.changeLanguage('en');
    const sent = stubXhr();
    stubSession(companyUser, {
      'GET /api/v1/contribuzioni/altri-documenti/leggi': () => readAnswer(),
      'GET /api/v1/contribuzioni/info-moduli': () => json(moduleInfo()),
      'POST /api/v1/contribuzioni/altri-documenti/scrivi': (call) =>
        json({ message: localizeMessage(REFUSAL, serverLocale(call)) }, 422),
    });
    renderApp('/credibility/integrazione-dati/altri-documenti');
    await userEvent.click(await screen.findByRole('radio', { name: 'Business plan' }));
    await userEvent.upload(
      screen.getByLabelText('Document', { selector: 'input' }),
      fakeFile('piano.pdf', 'application/pdf'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));

    expect(
      await screen.findByText(
        'The file piano.pdf contains scripts or automatic actions and cannot be accepted: save it again as a plain PDF.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(REFUSAL)).not.toBeInTheDocument();
    expect(sent[0]?.headers['accept-language']).toBe('en');
  });
});
