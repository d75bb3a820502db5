import '../../src/features/integration/register-locales.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrowserRouter, Link, useRoutes } from '#router';
import { AppProviders } from '../../src/app/AppProviders.tsx';
import { UnsavedChangesGuard } from '../../src/features/integration/wizard/UnsavedChangesGuard.tsx';
import { createQueryClient } from '../../src/lib/query-client.ts';

function Routes({ changed }: { changed: boolean }) {
  return useRoutes([
    {
      path: '/form',
      element: (
        <>
          <Link to="/hub">Torna a Integrazione dati</Link>
          <UnsavedChangesGuard when={changed} />
        </>
      ),
    },
    { path: '/hub', element: <h1>Hub</h1> },
  ]);
}

function renderForm(changed: boolean) {
  window.history.replaceState(null, '', '/form');
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <BrowserRouter>
        <Routes changed={changed} />
      </BrowserRouter>
    </AppProviders>,
  );
}

/** Whether the page asks before being reloaded or closed (the browser shows its own question). */
function asksBeforeUnload(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const back = () => fireEvent.click(screen.getByRole('link', { name: 'Torna a Integrazione dati' }));

describe('leaving a module form with unsaved edits', () => {
  it('asks first; staying keeps the form, leaving goes on', async () => {
    renderForm(true);
    expect(asksBeforeUnload()).toBe(true);

    back();
    const ask = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    fireEvent.click(screen.getByRole('button', { name: 'Resta nel modulo' }));
    expect(ask).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/form');

    back();
    await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    fireEvent.click(screen.getByRole('button', { name: 'Esci senza salvare' }));
    expect(await screen.findByRole('heading', { name: 'Hub' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/hub');
  });

  it('without edits, leaves at once', async () => {
    renderForm(false);
    expect(asksBeforeUnload()).toBe(false);
    back();
    expect(await screen.findByRole('heading', { name: 'Hub' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
