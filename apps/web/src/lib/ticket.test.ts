import { describe, expect, it } from 'vitest';
import { clearTicket, consumeTicketFromUrl, readTicket, withSignOnState, writeTicket } from './ticket.ts';

/** The state this tab sets before leaving for the sign-on page. */
const pendingState = () => new URL(withSignOnState('http://localhost/')).searchParams.get('sso_state')!;

describe('ticket cookie', () => {
  it('writes, reads and clears the session cookie', () => {
    expect(readTicket()).toBeNull();
    writeTicket('ST-1 a/b=c');
    expect(readTicket()).toBe('ST-1 a/b=c');
    expect(document.cookie).toContain('ticket=');
    clearTicket();
    expect(readTicket()).toBeNull();
  });

  it('takes ?ticket= from the address, keeping the other parameters, the hash and the state', () => {
    const state = pendingState();
    window.history.replaceState(
      { keep: 1 },
      '',
      `/credibility/overview?a=1&ticket=ST-42&b=2&sso_state=${state}#Management`,
    );
    expect(consumeTicketFromUrl()).toBe(true);
    expect(readTicket()).toBe('ST-42');
    expect(window.location.pathname).toBe('/credibility/overview');
    expect(window.location.search).toBe('?a=1&b=2');
    expect(window.location.hash).toBe('#Management');
    expect(window.history.state).toEqual({ keep: 1 });
  });

  it('leaves the address and the cookie alone without a ticket parameter', () => {
    writeTicket('OLD');
    window.history.replaceState(null, '', '/credibility/overview?a=1');
    expect(consumeTicketFromUrl()).toBe(false);
    expect(readTicket()).toBe('OLD');
    expect(window.location.search).toBe('?a=1');
  });

  it('never adopts a ticket this tab did not ask for (ticket swap, login CSRF), and cleans the address', () => {
    writeTicket('MINE');
    const state = pendingState();
    for (const search of [
      '?ticket=THEIRS',
      `?ticket=THEIRS&sso_state=${state}x`,
      '?ticket=THEIRS&sso_state=',
    ]) {
      window.history.replaceState(null, '', `/credibility/overview${search}`);
      expect(consumeTicketFromUrl()).toBe(false);
      expect(readTicket()).toBe('MINE');
      expect(window.location.search).toBe('');
    }
    // The pending state is used once.
    window.history.replaceState(null, '', `/?ticket=NEW&sso_state=${state}`);
    expect(consumeTicketFromUrl()).toBe(true);
    expect(readTicket()).toBe('NEW');
    window.history.replaceState(null, '', `/?ticket=AGAIN&sso_state=${state}`);
    expect(consumeTicketFromUrl()).toBe(false);
    expect(readTicket()).toBe('NEW');
  });
});
