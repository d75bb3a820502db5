import { subjectLookupResponseSchema } from '@portal/domain';
import { apiRequest } from '../../../../lib/api.ts';

/** POST /soggetto/ricerca-soggetto: the subjects of the given ids. */
export function lookupSubjects(ids: string[], signal?: AbortSignal) {
  return apiRequest('/soggetto/ricerca-soggetto', subjectLookupResponseSchema, {
    method: 'POST',
    body: ids,
    signal,
  });
}
