import {
  isDecided,
  isInProgress,
  moduleInfoResponseSchema,
  moduleReadResponseSchema,
  moduleWriteResponseSchema,
  VERSION_HEADER,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api.ts';

/*
 * The client side of the contribution engine (spec part 2 §4, §7): module read / write / save and
 * the module info of the hub. Shared by the wizard shell and the data-integration feature.
 */

export type ModuleRecordView = z.infer<typeof moduleReadResponseSchema>['records'][number];
export type ModuleWriteResult = z.infer<typeof moduleWriteResponseSchema>;

import { contributionKeys } from './keys.ts';

export { contributionKeys };

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
    lastDecided: find((r) => isDecided(r.stato)),
  };
}

const META_FIELDS = new Set([
  'stato',
  'dataSalvataggio',
  'dataInvio',
  'motivoRifiuto',
  'blockId',
  'version',
  'dataScadenza',
]);

/** The module's own fields of a record (engine fields left out). */
export function recordData(record: ModuleRecordView | null): Record<string, unknown> | null {
  if (!record) return null;
  return Object.fromEntries(Object.entries(record).filter(([key]) => !META_FIELDS.has(key)));
}

/** POST with the version of the draft the form started from in `If-Match` (0: no draft yet). */
function postWithVersion(
  path: string,
  body: unknown,
  version: number,
  onUploadProgress?: (percent: number) => void,
): Promise<ModuleWriteResult> {
  return apiRequest(path, moduleWriteResponseSchema, {
    method: 'POST',
    body,
    headers: { [VERSION_HEADER]: String(version) },
    onUploadProgress,
  });
}

/**
 * POST /contribuzioni/{apiPath}/scrivi: creates or replaces the draft (IN_BOZZA), reporting the
 * upload progress of a FormData body (multipart, with files) when asked.
 */
export function writeModule(
  apiPath: string,
  body: unknown,
  version: number,
  onProgress?: (percent: number) => void,
): Promise<ModuleWriteResult> {
  return postWithVersion(`/contribuzioni/${apiPath}/scrivi`, body, version, onProgress);
}

/** POST /contribuzioni/{apiPath}/salva: the draft becomes the saved record (SALVATO). */
export function saveModule(apiPath: string, body: unknown, version: number): Promise<ModuleWriteResult> {
  return postWithVersion(`/contribuzioni/${apiPath}/salva`, body, version);
}
