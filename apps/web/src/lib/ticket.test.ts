import { describe, expect, it } from 'vitest';
import { clearTicket, consumeTicketFromUrl, readTicket, writeTicket } from './ticket.ts';

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
    window.history.replaceState({ keep: 1 }, '', '/credibility/overview?a=1&ticket=ST-42&b=2#Management');
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
});
