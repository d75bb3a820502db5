/** The session ticket travels in a session cookie named `ticket` (spec part 1 §4 Start-up). */
export const TICKET_COOKIE = 'ticket';
const TICKET_PARAM = 'ticket';

function cookieAttributes(): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; SameSite=Lax${secure}`;
}

export function readTicket(): string | null {
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === TICKET_COOKIE) {
      const value = rest.join('=');
      if (!value) return null;
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

/** A session cookie: no Expires / Max-Age, so it ends with the browser session. */
export function writeTicket(ticket: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox/Safari < 18.4
  document.cookie = `${TICKET_COOKIE}=${encodeURIComponent(ticket)}${cookieAttributes()}`;
}

export function clearTicket(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeTicket
  document.cookie = `${TICKET_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${cookieAttributes()}`;
}

/**
 * Start-up: when the address carries `?ticket=…` (back from the sign-on service), store it as the
 * session cookie and replace the address without that parameter, keeping the other parameters,
 * the hash and the history state. Returns whether a ticket was found.
 */
export function consumeTicketFromUrl(): boolean {
  const url = new URL(window.location.href);
  const ticket = url.searchParams.get(TICKET_PARAM);
  if (ticket === null) return false;
  if (ticket) writeTicket(ticket);
  url.searchParams.delete(TICKET_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return Boolean(ticket);
}
