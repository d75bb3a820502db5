import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { markSeen } from '../src/features/notifications/api.ts';
import { groupByDate, timeOf } from '../src/features/notifications/grouping.ts';
import { someNotifications } from './fixtures.ts';
import { companyUser, json, renderApp, stubSession } from './helpers.tsx';

async function openPanel() {
  renderApp('/credibility/overview');
  await userEvent.click(await screen.findByRole('button', { name: 'Notifiche, 2 non lette' }));
  return screen.findByRole('dialog', { name: 'Notifiche di monitoraggio' });
}

const unreadBadge = (panel: HTMLElement) => within(panel).getByLabelText(/^Non lette:/);

describe('monitoring notifications', () => {
  it('shows the unread count on the bell and the list grouped by date, newest first', async () => {
    stubSession(companyUser, { 'GET /api/v1/monitoraggio/segnalazioni': () => json(someNotifications) });
    const panel = await openPanel();
    expect(unreadBadge(panel)).toHaveTextContent('2');
    const days = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(days).toEqual(['03/03/2026', '01/03/2026']);
    const items = within(panel)
      .getAllByRole('listitem')
      .filter((li) => li.hasAttribute('data-seen'))
      .map((li) => li.textContent);
    expect(items[0]).toContain('Score in miglioramento');
    expect(items[0]).toContain('16:40');
    expect(items[1]).toContain('Nuovo protesto rilevato');
    expect(items[2]).toContain('Variazione della sede legale');
    // severity as text (with colour and icon)
    expect(items[0]).toContain('Positiva');
    expect(items[1]).toContain('Critica');
    expect(items[2]).toContain('Cambiamento');
    // 'segna come letta' only for the unseen ones
    expect(within(panel).getAllByRole('button', { name: /^Segna come letta/ })).toHaveLength(2);
  });

  it('marks a notification as seen at once (optimistic), before the server answers', async () => {
    let answer: (r: Response) => void = () => {};
    const calls = stubSession(companyUser, {
      'GET /api/v1/monitoraggio/segnalazioni': () => json(someNotifications),
      'PUT /api/v1/monitoraggio/segnalazioni/N-2/D-2/visto': () => new Promise<Response>((r) => (answer = r)),
    });
    const panel = await openPanel();
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Segna come letta: Nuovo protesto rilevato' }),
    );

    expect(unreadBadge(panel)).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Notifiche, 1 non letta' })).toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: 'Segna come letta: Nuovo protesto rilevato' }),
    ).toBeNull();
    expect(calls.find((c) => c.path === '/api/v1/monitoraggio/segnalazioni/N-2/D-2/visto')?.method).toBe(
      'PUT',
    );
    answer(json({ esito: true }));
  });

  it('puts the notification back silently when the call fails', async () => {
    stubSession(companyUser, {
      'GET /api/v1/monitoraggio/segnalazioni': () => json(someNotifications),
      'PUT /api/v1/monitoraggio/segnalazioni/N-2/D-2/visto': () =>
        json({ message: 'Aggiornamento fallito' }, 500),
    });
    const panel = await openPanel();
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Segna come letta: Nuovo protesto rilevato' }),
    );
    await waitFor(() =>
      expect(
        within(panel).getByRole('button', { name: 'Segna come letta: Nuovo protesto rilevato' }),
      ).toBeInTheDocument(),
    );
    expect(unreadBadge(panel)).toHaveTextContent('2');
    expect(screen.queryByText('Aggiornamento fallito')).not.toBeInTheDocument();
    expect(screen.queryByText('Errore 500')).not.toBeInTheDocument();
  });

  it("says 'Nessuna notifica disponibile.' when there are none", async () => {
    stubSession(companyUser);
    renderApp('/credibility/overview');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifiche' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifiche di monitoraggio' });
    expect(within(panel).getByText('Nessuna notifica disponibile.')).toBeInTheDocument();
  });

  it('says the list could not be loaded, without a toast', async () => {
    stubSession(companyUser, { 'GET /api/v1/monitoraggio/segnalazioni': () => json({ message: 'KO' }, 503) });
    renderApp('/credibility/overview');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifiche' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifiche di monitoraggio' });
    expect(await within(panel).findByText('Impossibile caricare le notifiche.')).toBeInTheDocument();
    expect(screen.queryByText('Errore 503')).not.toBeInTheDocument();
  });
});

describe('notification helpers', () => {
  it('markSeen never lowers the count below 0 nor twice for the same notification', () => {
    const once = markSeen(someNotifications, { cdRichiesta: 'N-2', idConsegna: 'D-2' });
    expect(once.unreadCount).toBe(1);
    expect(markSeen(once, { cdRichiesta: 'N-2', idConsegna: 'D-2' })).toBe(once);
    expect(markSeen({ ...once, unreadCount: 0 }, { cdRichiesta: 'N-3', idConsegna: 'D-3' }).unreadCount).toBe(
      0,
    );
  });

  it('groups by the day in Italy, newest day and newest item first', () => {
    const groups = groupByDate(someNotifications.notifications);
    expect(groups.map((g) => [g.date, g.items.map((n) => n.cdRichiesta)])).toEqual([
      ['03/03/2026', ['N-3', 'N-2']],
      ['01/03/2026', ['N-1']],
    ]);
    // 23:30 UTC on 2 March is 00:30 on 3 March in Italy, whatever the browser's zone
    const [late] = someNotifications.notifications;
    const night = groupByDate([{ ...late!, data: '2026-03-02T23:30:00.000Z' }]);
    expect(night[0]?.date).toBe('03/03/2026');
    expect(timeOf('2026-03-02T23:30:00.000Z')).toBe('00:30');
  });
});
