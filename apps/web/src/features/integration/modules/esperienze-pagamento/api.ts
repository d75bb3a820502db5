import { attachmentSchema, esitoResponseSchema, type Referente, supplierSchema } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api.ts';

const BASE = '/contribuzioni/esperienze-pagamento';

export const supplierKeys = { list: ['contributions', 'esperienze-pagamento', 'fornitori'] as const };

/** GET …/fornitori: the company's suppliers, sorted by name on the client. */
export const suppliersQuery = queryOptions({
  queryKey: supplierKeys.list,
  queryFn: async ({ signal }) => {
    const list = await apiRequest(`${BASE}/fornitori`, z.array(supplierSchema), { signal });
    return [...list].sort((a, b) => a.denominazione.localeCompare(b.denominazione, 'it'));
  },
  staleTime: 0,
});

export function saveSupplier(mode: 'add' | 'edit', subjectIdFornitore: string, referente: Referente) {
  return apiRequest(
    `${BASE}/${mode === 'add' ? 'add-fornitore' : 'modifica-fornitore'}`,
    esitoResponseSchema,
    {
      method: 'POST',
      body: { subjectIdFornitore, referente },
    },
  );
}

export function deleteSupplier(idSoggettoFornitore: string) {
  return apiRequest(`${BASE}/cancella-fornitore`, esitoResponseSchema, {
    method: 'DELETE',
    query: { idSoggettoFornitore },
  });
}

/** POST …/carica-allegato: one pdf as `fileAllegato`. */
export function uploadAttachment(file: File) {
  const form = new FormData();
  form.append('fileAllegato', file, file.name);
  form.append('contentType', file.type || 'application/pdf');
  return apiRequest(`${BASE}/carica-allegato`, attachmentSchema, { method: 'POST', body: form });
}

export function deleteAttachment(codiceAllegato: string, contentType: string) {
  return apiRequest(`${BASE}/cancella-allegato`, esitoResponseSchema, {
    method: 'DELETE',
    body: { codiceAllegato, contentType },
  });
}
