import { recordModuleData } from '@portal/domain';
import { expect } from 'vitest';
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
  type Records = { records: Record<string, unknown>[] };
  /** scrivi, salva, invia of one module as the user `token`; returns its review block. */
  async function contribute(token: string, apiPath: string, module: string, data: object) {
    const base = `/contribuzioni/${apiPath}`;
    const draft = async () =>
      ((await (await portal(token, 'GET', `${base}/leggi`)).json()) as Records).records.find(
        (r) => r.stato === 'IN_BOZZA',
      );
    const version = async () => ({ 'if-match': String((await draft())?.version ?? 0) });
    expect((await portal(token, 'POST', `${base}/scrivi`, data, await version())).status).toBe(200);
    const saved = recordModuleData((await draft())!);
    expect((await portal(token, 'POST', `${base}/salva`, saved, await version())).status).toBe(200);
    expect((await portal(token, 'POST', '/contribuzioni/invia', { moduli: [module] })).status).toBe(200);
    const { records } = (await (await portal(token, 'GET', `${base}/leggi`)).json()) as Records;
    return records.find((r) => r.stato === 'IN_ATTESA_LAVORAZIONE')!.blockId as string;
  }
  /** The analyst's decision: start processing, then accept or reject (with a reason). */
  async function decide(token: string, blockId: string, outcome: 'APPROVATO' | 'NON_APPROVATO') {
    for (const statoModulo of ['IN_LAVORAZIONE', outcome]) {
      const res = await portal(token, 'POST', '/admin/cambia-stato-contribuzione', {
        idBlocco: blockId,
        statoModulo,
        ...(outcome === 'NON_APPROVATO' ? { motivoRifiuto: 'Dati non verificabili' } : {}),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
  }
  return { machine, portal, signIn, contribute, decide };
}
