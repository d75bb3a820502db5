import type { ContributionCount } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiContract } from '../../lib/api.ts';
import { reportKeys } from '../../lib/reports.ts';

export { type ReportIds, synthesisQuery } from '../../lib/reports.ts';

export const NO_CONTRIBUTIONS: ContributionCount = { accettate: 0, inLavorazione: 0, rifiutate: 0 };

/**
 * GET /api/v1/contribuzioni/count: the overview counters. When the call is missing or fails they
 * read 0, without a toast.
 */
export const contributionsCountQuery = queryOptions({
  queryKey: ['contributions', 'count'],
  queryFn: ({ signal }) => apiContract('/contribuzioni/count', 'contributionCountSchema', { signal }),
  meta: { silentError: true },
});

/**
 * GET /api/v1/document/{cdRichiesta}?idConsegna=… — the full report as HTML, cached per
 * delivery. The viewer shows 'Errore caricamento report' itself on failure.
 */
export const reportDocumentQuery = (cdRichiesta: string, idConsegna: string | null) =>
  queryOptions({
    queryKey: reportKeys.document(cdRichiesta, idConsegna),
    queryFn: ({ signal }) =>
      apiContract(`/document/${encodeURIComponent(cdRichiesta)}`, 'reportDocumentSchema', {
        query: { idConsegna },
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silentError: true },
  });
