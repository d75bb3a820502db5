import { stripSearch, subjectLookupResponseSchema, subjectSearchResponseSchema } from '@portal/domain';
import { apiRequest } from '../../../../lib/api.ts';

/** GET /soggetto/{text}/ricerca with the stripped text. */
export function searchSubjects(text: string, signal?: AbortSignal) {
  return apiRequest(
    `/soggetto/${encodeURIComponent(stripSearch(text))}/ricerca`,
    subjectSearchResponseSchema,
    {
      signal,
    },
  );
}

/** POST /soggetto/ricerca-soggetto: the subjects of the given ids. */
export function lookupSubjects(ids: string[], signal?: AbortSignal) {
  return apiRequest('/soggetto/ricerca-soggetto', subjectLookupResponseSchema, {
    method: 'POST',
    body: ids,
    signal,
  });
}
