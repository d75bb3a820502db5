import { MACHINE } from './provider-helpers.ts';

/**
 * fetch-based calls to an API running as its own process: the machine API with the provider's key,
 * the portal API with a session token, and the SSO sign-in. Getters, because the process and the key
 * are made in `beforeAll`.
 */
export function processClient(baseUrl: () => string, key: () => string) {
  const machine = (method: string, url: string, body?: unknown, type = 'application/json') =>
    fetch(`${baseUrl()}${MACHINE}${url}`, {
      method,
      headers: { authorization: `Bearer ${key()}`, ...(body === undefined ? {} : { 'content-type': type }) },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const portal = (
    token: string,
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${baseUrl()}/api/v1${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  async function signIn(username: string, password: string) {
    const res = await fetch(`${baseUrl()}/sso/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password, service: `${baseUrl()}/credibility` }),
    });
    const ticket = new URL(res.headers.get('location') ?? '', baseUrl()).searchParams.get('ticket');
    if (!ticket) throw new Error(`sign-in of ${username}: ${res.status}`);
    return ticket;
  }
  return { machine, portal, signIn };
}
