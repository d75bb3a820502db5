import { MESSAGES, OTHER_DOCUMENTS_HELP } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n, loadLocale } from '../../src/lib/i18n.ts';
import { companyUser, json, renderApp, stubSession } from '../helpers.tsx';
import { moduleInfo, readAnswer, record } from '../integration/fixtures.ts';
import { fakeFile, stubXhr } from './fake-xhr.ts';

const DOCS = '/credibility/integrazione-dati/altri-documenti';

const draft = (note: string) =>
  record(
    'IN_BOZZA',
    {
      codiceDocumento: 'K-DOC',
      nomeDocumento: 'piano.pdf',
      tipoDocumento: 'Business plan',
      noteDocumento: note,
      contentTypeDocumento: 'application/pdf',
    },
    { version: 2 },
  );

function stubDocs(storedNote = '') {
  let written = false;
  const sent = stubXhr();
  const calls = stubSession(companyUser, {
    'GET /api/v1/contribuzioni/altri-documenti/leggi': () =>
      written ? readAnswer(draft(storedNote)) : readAnswer(),
    'POST /api/v1/contribuzioni/altri-documenti/scrivi': () => {
      written = true;
      return json({ esito: true, version: 2 });
    },
    'POST /api/v1/contribuzioni/altri-documenti/salva': () => json({ esito: true, version: 3 }),
    'GET /api/v1/contribuzioni/info-moduli': () => json(moduleInfo()),
  });
  return { calls, sent };
}

const proceed = () => screen.getByRole('button', { name: 'Procedi' });
const fileInput = () => screen.getByLabelText('Documento', { selector: 'input' });

describe('other documents module', () => {
  it('shows the help text and the 11 types; d11 carries the guide', async () => {
    stubDocs();
    renderApp(DOCS);
    await screen.findByRole('radio', { name: 'Business plan' }, { timeout: 3000 });
    expect(screen.getByText(new RegExp(OTHER_DOCUMENTS_HELP.it.slice(0, 40)))).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    expect(screen.queryByText("Storia dell'azienda e settore")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: "Cosa dice l'azienda di sé" }));
    expect(screen.getByText("Storia dell'azienda e settore")).toBeInTheDocument();
    expect(screen.getByText("Strategie per contrastare l'impatto della pandemia")).toBeInTheDocument();
  });

  it('shows the help text in English in the English interface (issue 25 §8)', async () => {
    await loadLocale('en');
    await i18n.changeLanguage('en');
    stubDocs();
    renderApp(DOCS);
    await screen.findByRole('radio', { name: 'Business plan' }, { timeout: 3000 });
    expect(
      screen.getByText(
        'Note: only one document can be uploaded per contribution; only pdf files are accepted, of at most 50 MB',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/consentito il caricamento/)).not.toBeInTheDocument();
  });

  it('locks the other types once a file is chosen, shows the note, refuses 251 characters', async () => {
    stubDocs();
    renderApp(DOCS);
    await userEvent.click(await screen.findByRole('radio', { name: 'Business plan' }));
    expect(proceed()).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument();
    await userEvent.upload(fileInput(), fakeFile('piano.pdf', 'application/pdf'));
    expect(proceed()).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Centrale rischi' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Business plan' })).toBeEnabled();
    expect(
      screen.getByText('Per scegliere un altro tipo di documento elimina prima il file caricato.'),
    ).toBeInTheDocument();

    const note = screen.getByRole('textbox', { name: 'Note' });
    // the form validates as it changes (react-hook-form with the domain schema, asynchronously)
    fireEvent.change(note, { target: { value: 'x'.repeat(251) } });
    expect(await screen.findByText('Massimo 250 caratteri')).toBeInTheDocument();
    expect(proceed()).toBeDisabled();
    fireEvent.change(note, { target: { value: 'x'.repeat(250) } });
    await waitFor(() => expect(screen.queryByText('Massimo 250 caratteri')).not.toBeInTheDocument());
    expect(proceed()).toBeEnabled();

    // a second file is refused: one document per contribution
    await userEvent.upload(fileInput(), fakeFile('altro.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'File altro.pdf non aggiunto: è possibile selezionare al massimo 1 documenti',
    );

    // deleting the file frees the types; a new type clears file and note
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi piano.pdf' }));
    expect(screen.getByRole('radio', { name: 'Centrale rischi' })).toBeEnabled();
    await userEvent.upload(fileInput(), fakeFile('piano.pdf', 'application/pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi piano.pdf' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Centrale rischi' }));
    expect(screen.queryByText('piano.pdf')).not.toBeInTheDocument();
    await userEvent.upload(fileInput(), fakeFile('cr.pdf', 'application/pdf'));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  });

  it('refuses a non-pdf and a file over 50 MB', async () => {
    stubDocs();
    renderApp(DOCS);
    await userEvent.click(await screen.findByRole('radio', { name: 'Business plan' }));
    await userEvent.upload(fileInput(), fakeFile('foto.jpg', 'image/jpeg'), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Il formato del file foto.jpg non è valido (consentiti pdf)',
    );
    await userEvent.upload(fileInput(), fakeFile('grande.pdf', 'application/pdf', 50 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Il file grande.pdf eccede dalle dimensioni massime (max 50MB)',
    );
    expect(proceed()).toBeDisabled();
  });

  it('writes the display name of the type, sums up with "Nessuna nota inserita." and confirms the save', async () => {
    const { calls, sent } = stubDocs('');
    renderApp(DOCS);
    await userEvent.click(await screen.findByRole('radio', { name: 'Business plan' }));
    await userEvent.upload(fileInput(), fakeFile('piano.pdf', 'application/pdf'));
    await userEvent.click(proceed());
    expect(await screen.findByRole('heading', { name: 'Esito caricamento' })).toBeInTheDocument();
    const body = sent[0]?.body as FormData;
    expect(body.get('tipoDocumento')).toBe('Business plan');
    expect(body.get('noteDocumento')).toBe('');
    expect(body.get('nomeDocumento')).toBe('piano.pdf');
    expect(body.get('fileAltroDocumento')).toBeInstanceOf(File);
    expect(screen.getByText(MESSAGES.noteEmpty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica piano.pdf' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Anteprima' }));
    expect(await screen.findByRole('dialog', { name: /Anteprima/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Salva caricamento' }));
    expect(await screen.findByRole('dialog', { name: 'Documento salvato' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Salvataggio completato' })).not.toBeInTheDocument();
    const save = calls.find((c) => c.path === '/api/v1/contribuzioni/altri-documenti/salva');
    expect(JSON.parse(save?.body ?? '{}')).toEqual({
      codiceDocumento: 'K-DOC',
      nomeDocumento: 'piano.pdf',
      tipoDocumento: 'Business plan',
      noteDocumento: '',
      contentTypeDocumento: 'application/pdf',
    });
  });
});
