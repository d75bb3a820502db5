import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, renderApp, stubSession } from '../helpers.tsx';
import { alfa, impersonating, MANAGEMENT, note, SELECTED_KEY } from './fixtures.ts';

beforeEach(() => window.sessionStorage.setItem(SELECTED_KEY, JSON.stringify(alfa)));
afterEach(() => window.sessionStorage.clear());

const MARCH_2 = new Date(2026, 2, 2, 10).getTime();
const MARCH_5 = new Date(2026, 2, 5, 10).getTime();

async function openNotes() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Note' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Note sul soggetto' }) };
}

describe('subject notes', () => {
  it('lists the notes with author and date, as plain text', async () => {
    stubSession(impersonating('U200'), {
      'GET /api/v1/admin/note-soggetto': () =>
        json([note(2, '<script>alert(1)</script>', MARCH_5), note(1, 'Prima nota', MARCH_2)]),
    });
    renderApp(MANAGEMENT);
    const { dialog } = await openNotes();
    expect(await within(dialog).findByText('<script>alert(1)</script>')).toBeVisible();
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByText('Andrea Bianchi — 05/03/2026')).toBeVisible();
    expect(within(dialog).getByText('Andrea Bianchi — 02/03/2026')).toBeVisible();
  });

  it('keeps Invia disabled while blank, clears with Cancella, stores the returned list', async () => {
    const calls = stubSession(impersonating('U200'), {
      'GET /api/v1/admin/note-soggetto': () => json([]),
      'POST /api/v1/admin/add-nota-soggetto': () => json([note(7, 'Cliente storico', MARCH_5)]),
    });
    renderApp(MANAGEMENT);
    const { user, dialog } = await openNotes();
    expect(await within(dialog).findByText('Nessuna nota presente.')).toBeVisible();
    const send = within(dialog).getByRole('button', { name: 'Invia' });
    const field = within(dialog).getByRole('textbox', { name: 'Nuova nota' });
    expect(send).toBeDisabled();
    await user.type(field, '   ');
    await waitFor(() => expect(field).toHaveValue('   '));
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancella' }));
    expect(field).toHaveValue('');
    // the domain rule trims: the note is sent without the spaces around it
    await user.type(field, '  Cliente storico ');
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await within(dialog).findByText('Cliente storico')).toBeVisible();
    const post = calls.find((c) => c.path === '/api/v1/admin/add-nota-soggetto');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ nota: 'Cliente storico', denominazione: 'ALFA SRL' });
    expect(field).toHaveValue('');
    // the list came from the answer, not from a reload
    expect(calls.filter((c) => c.path === '/api/v1/admin/note-soggetto')).toHaveLength(1);
  });

  it('asks for confirmation before deleting, then reloads the notes', async () => {
    let notes = [note(2, 'Da eliminare', MARCH_5), note(1, 'Da tenere', MARCH_2)];
    const calls = stubSession(impersonating('U200'), {
      'GET /api/v1/admin/note-soggetto': () => json(notes),
      'DELETE /api/v1/admin/del-nota-soggetto': () => {
        notes = notes.filter((n) => n.id !== 2);
        return json({ esito: true });
      },
    });
    renderApp(MANAGEMENT);
    const { user, dialog } = await openNotes();
    const item = (await within(dialog).findByText('Da eliminare')).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Elimina nota' }));
    const confirm = await screen.findByRole('dialog', { name: 'Elimina nota' });
    expect(within(confirm).getByText('Sei sicuro? La nota verrà eliminata definitivamente.')).toBeVisible();
    // cancel first: nothing is deleted
    await user.click(within(confirm).getByRole('button', { name: 'Annulla' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    const again = (await screen.findByText('Da eliminare')).closest('li') as HTMLElement;
    await user.click(within(again).getByRole('button', { name: 'Elimina nota' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Elimina nota' })).getByRole('button', {
        name: 'Elimina',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Da eliminare')).not.toBeInTheDocument());
    expect(screen.getByText('Da tenere')).toBeVisible();
    const del = calls.find((c) => c.method === 'DELETE');
    expect(JSON.parse(del?.body ?? '{}')).toEqual({ idNota: 2 });
    expect(calls.filter((c) => c.path === '/api/v1/admin/note-soggetto').length).toBeGreaterThanOrEqual(2);
  });
});
