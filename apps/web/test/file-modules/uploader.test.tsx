import { MantineProvider } from '@mantine/core';
import { MESSAGES, UPLOAD_RULES } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { checkFiles, UPLOADER_DEFAULTS } from '../../src/components/uploader/rules.ts';
import { Uploader, type UploaderProps } from '../../src/components/uploader/Uploader.tsx';
import { fakeFile } from './fake-xhr.ts';

const MB = 1024 * 1024;

describe('uploader checks', () => {
  it('has the spec defaults: pdf and jpeg, 10 MB, unlimited files', () => {
    expect(UPLOADER_DEFAULTS).toEqual({ kinds: ['pdf', 'jpeg'], maxBytes: 10485760, maxFiles: 0 });
    const many = Array.from({ length: 12 }, (_, i) => fakeFile(`f${i}.jpg`, 'image/jpeg'));
    expect(checkFiles([], many, UPLOADER_DEFAULTS)).toEqual({ files: many, errors: [] });
  });

  it('refuses a file over the size limit with the spec message', () => {
    const big = fakeFile('bilancio.pdf', 'application/pdf', 5 * MB + 1);
    expect(checkFiles([], [big], UPLOAD_RULES.statement).errors).toEqual([
      'Il file bilancio.pdf eccede dalle dimensioni massime (max 5MB)',
    ]);
    const exact = fakeFile('bilancio.pdf', 'application/pdf', 5 * MB);
    expect(checkFiles([], [exact], UPLOAD_RULES.statement).files).toEqual([exact]);
    const huge = fakeFile('doc.pdf', 'application/pdf', 50 * MB + 1);
    expect(checkFiles([], [huge], UPLOAD_RULES.otherDocument).errors).toEqual([
      'Il file doc.pdf eccede dalle dimensioni massime (max 50MB)',
    ]);
  });

  it('refuses a format outside the accepted kinds with the spec message', () => {
    expect(checkFiles([], [fakeFile('foto.png', 'image/png')], UPLOADER_DEFAULTS).errors).toEqual([
      'Il formato del file foto.png non è valido (consentiti pdf, jpg)',
    ]);
    expect(
      checkFiles([], [fakeFile('ricevuta.xbrl', 'application/xml')], UPLOAD_RULES.receipt).errors,
    ).toEqual(['Il formato del file ricevuta.xbrl non è valido (consentiti pdf, csv)']);
    expect(checkFiles([], [fakeFile('b.XBRL', '')], UPLOAD_RULES.statement).errors).toEqual([]);
  });

  it('refuses files beyond maxFiles with the spec message', () => {
    const first = fakeFile('a.pdf', 'application/pdf');
    const second = fakeFile('b.pdf', 'application/pdf');
    expect(checkFiles([first], [second], UPLOAD_RULES.otherDocument)).toEqual({
      files: [first],
      errors: ['File b.pdf non aggiunto: è possibile selezionare al massimo 1 documenti'],
    });
  });
});

function Harness(props: Partial<UploaderProps>) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <MantineProvider>
      <Uploader label="Allegati" files={files} onChange={setFiles} {...props} />
    </MantineProvider>
  );
}

describe('Uploader component', () => {
  it('shows refused files under the Errore prefix, lists accepted ones and removes them', async () => {
    render(<Harness multiple maxFiles={2} />);
    const input = screen.getByLabelText('Allegati', { selector: 'input' });
    await userEvent.upload(
      input,
      [
        fakeFile('uno.pdf', 'application/pdf'),
        fakeFile('foto.png', 'image/png'),
        fakeFile('grande.jpg', 'image/jpeg', 11 * MB),
        fakeFile('due.jpg', 'image/jpeg'),
        fakeFile('tre.pdf', 'application/pdf'),
      ],
      { applyAccept: false },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.uploaderErrorPrefix);
    expect(alert).toHaveTextContent('Il formato del file foto.png non è valido (consentiti pdf, jpg)');
    expect(alert).toHaveTextContent('Il file grande.jpg eccede dalle dimensioni massime (max 10MB)');
    expect(alert).toHaveTextContent(
      'File tre.pdf non aggiunto: è possibile selezionare al massimo 2 documenti',
    );
    const list = screen.getByRole('list', { name: 'File selezionati' });
    expect(list).toHaveTextContent('uno.pdf');
    expect(list).toHaveTextContent('due.jpg');
    expect(screen.getByRole('button', { name: 'Scegli file' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi uno.pdf' }));
    expect(list).not.toHaveTextContent('uno.pdf');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scegli file' })).toBeEnabled();
  });

  it('accepts dropped files too', async () => {
    render(<Harness />);
    const drop = screen.getByTestId('uploader-drop');
    const file = fakeFile('drop.pdf', 'application/pdf');
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.drop(drop, { dataTransfer: { files: [file] } });
    expect(screen.getByRole('list', { name: 'File selezionati' })).toHaveTextContent('drop.pdf');
  });
});
