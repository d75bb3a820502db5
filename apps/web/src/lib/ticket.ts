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

/** Query parameter of the app address sent as `service` to the sign-on, echoed back with the ticket. */
export const STATE_PARAM = 'sso_state';
const STATE_KEY = 'portal.sso-state';

function storedState(): string | null {
  try {
    return window.sessionStorage.getItem(STATE_KEY);
  } catch {
    return null;
  }
}

/**
 * The address to come back to after signing on, carrying this tab's pending sign-on state: a
 * random value kept in sessionStorage, which no other site can read or set. Parallel 401s share
 * one state, so whichever redirect wins is accepted.
 */
export function withSignOnState(href: string): string {
  let state = storedState();
  if (!state) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    try {
      window.sessionStorage.setItem(STATE_KEY, state);
    } catch {
      // Without storage no ticket can be adopted: the user stays signed out rather than swapped.
    }
  }
  const url = new URL(href);
  url.searchParams.delete(TICKET_PARAM);
  url.searchParams.set(STATE_PARAM, state);
  return url.toString();
}

/**
 * Start-up: when the address carries `?ticket=…` (back from the sign-on service), store it as the
 * session cookie — only if it comes with the state this tab set before leaving for the sign-on
 * (a ticket this browser did not ask for, e.g. from someone else's link, is never adopted) — and
 * replace the address without ticket and state, keeping the other parameters, the hash and the
 * history state. Returns whether a ticket was adopted.
 */
export function consumeTicketFromUrl(): boolean {
  const url = new URL(window.location.href);
  const ticket = url.searchParams.get(TICKET_PARAM);
  const state = url.searchParams.get(STATE_PARAM);
  if (ticket === null && state === null) return false;
  const expected = storedState();
  const adopted = Boolean(ticket && state && expected && state === expected);
  if (adopted) {
    writeTicket(ticket!);
    try {
      window.sessionStorage.removeItem(STATE_KEY);
    } catch {
      // nothing stored
    }
  }
  url.searchParams.delete(TICKET_PARAM);
  url.searchParams.delete(STATE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return adopted;
}
