import {
  errorResponseSchema,
  isInProgress,
  moduleInfoResponseSchema,
  moduleReadResponseSchema,
  moduleWriteResponseSchema,
  unauthorizedResponseSchema,
  VERSION_HEADER,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { API_BASE, ApiError, apiRequest, isAbortError, loginRedirectUrl } from '../../lib/api.ts';
import { browser } from '../../lib/browser.ts';
import { readTicket } from '../../lib/ticket.ts';

/*
 * The client side of the contribution engine (spec part 2 §4, §7): module read / write / save and
 * the module info of the hub. Shared by the wizard shell and the data-integration feature.
 */

export type ModuleRecordView = z.infer<typeof moduleReadResponseSchema>['records'][number];
export type ModuleWriteResult = z.infer<typeof moduleWriteResponseSchema>;

/**
 * Everything under ['contributions'] is refreshed after a save or a send (module info, list,
 * counters of the overview, module reads).
 */
export const contributionKeys = {
  all: ['contributions'] as const,
  info: ['contributions', 'info-moduli'] as const,
  list: ['contributions', 'list'] as const,
  moduleRead: (apiPath: string) => ['contributions', 'module', apiPath] as const,
  moduleMutation: (apiPath: string, kind: 'write' | 'save') =>
    ['contributions', 'module', apiPath, kind] as const,
};

/** GET /contribuzioni/info-moduli: state, saved date, last send and number of sends per module. */
export const moduleInfoQuery = queryOptions({
  queryKey: contributionKeys.info,
  queryFn: ({ signal }) => apiRequest('/contribuzioni/info-moduli', moduleInfoResponseSchema, { signal }),
  staleTime: 0,
  meta: { silentError: true },
});

/** GET /contribuzioni/{apiPath}/leggi: open records and the last decided one, newest first. */
export const moduleReadQuery = (apiPath: string) =>
  queryOptions({
    queryKey: contributionKeys.moduleRead(apiPath),
    queryFn: ({ signal }) =>
      apiRequest(`/contribuzioni/${apiPath}/leggi`, moduleReadResponseSchema, { signal }),
    staleTime: 0,
    meta: { silentError: true },
  });

/** The records a wizard needs, picked out of a module read. */
export interface ModuleRecords {
  /** IN_BOZZA: the draft the last write created. */
  draft: ModuleRecordView | null;
  /** SALVATO: saved and not sent yet. */
  saved: ModuleRecordView | null;
  /** IN_ATTESA_LAVORAZIONE / IN_LAVORAZIONE: sent and waiting for the analysts. */
  inProgress: ModuleRecordView | null;
  /** APPROVATO / NON_APPROVATO: the last decided contribution. */
  lastDecided: ModuleRecordView | null;
}

export function pickRecords(records: readonly ModuleRecordView[]): ModuleRecords {
  const find = (test: (r: ModuleRecordView) => boolean) => records.find(test) ?? null;
  return {
    draft: find((r) => r.stato === 'IN_BOZZA'),
    saved: find((r) => r.stato === 'SALVATO'),
    inProgress: find((r) => isInProgress(r.stato)),
    lastDecided: find((r) => r.stato === 'APPROVATO' || r.stato === 'NON_APPROVATO'),
  };
}

const META_FIELDS = new Set(['stato', 'dataSalvataggio', 'dataInvio', 'motivoRifiuto', 'blockId', 'version']);

/** The module's own fields of a record (engine fields left out). */
export function recordData(record: ModuleRecordView | null): Record<string, unknown> | null {
  if (!record) return null;
  return Object.fromEntries(Object.entries(record).filter(([key]) => !META_FIELDS.has(key)));
}

/**
 * POST with the draft version in `If-Match`.
 *
 * TODO(lib/api.ts): `RequestOptions` has no `headers`; until it does, this mirrors `apiFetch`
 * (bearer, JSON, 401 → sign-on, ApiError) for the one extra header. Replace with
 * `apiRequest(path, moduleWriteResponseSchema, { method: 'POST', body, headers })` then.
 */
async function postWithVersion(path: string, body: unknown, version: number): Promise<ModuleWriteResult> {
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' });
  headers.set(VERSION_HEADER, String(version));
  const ticket = readTicket();
  if (ticket) headers.set('Authorization', `Bearer ${ticket}`);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError('network', null);
  }
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    if (response.status === 401) {
      const unauthorized = unauthorizedResponseSchema.safeParse(json);
      if (unauthorized.success) {
        browser.assign(loginRedirectUrl(unauthorized.data.loginUrl, browser.currentHref()));
        throw new ApiError('unauthorized', 401, unauthorized.data.message);
      }
    }
    const parsed = errorResponseSchema.safeParse(json);
    const message = parsed.success && parsed.data.message.trim() ? parsed.data.message : null;
    throw new ApiError('http', response.status, message);
  }
  const parsed = moduleWriteResponseSchema.safeParse(json);
  if (!parsed.success) throw new ApiError('invalid-response', response.status);
  return parsed.data;
}

/** POST /contribuzioni/{apiPath}/scrivi: creates or replaces the draft (IN_BOZZA). */
export function writeModule(apiPath: string, body: unknown, version: number): Promise<ModuleWriteResult> {
  return postWithVersion(`/contribuzioni/${apiPath}/scrivi`, body, version);
}

/** POST /contribuzioni/{apiPath}/salva: the draft becomes the saved record (SALVATO). */
export function saveModule(apiPath: string, body: unknown, version: number): Promise<ModuleWriteResult> {
  return postWithVersion(`/contribuzioni/${apiPath}/salva`, body, version);
}
