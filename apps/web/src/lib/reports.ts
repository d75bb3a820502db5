import type { LatestReports } from '@portal/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiContract, apiFetch } from './api.ts';
import { saveFile } from './download.ts';

/*
 * The report list, the synthesis and the PDF download are shared by the overview, the certificate
 * settings, the module wizard and the admin pages, so they live here rather than in one feature.
 */

export type LatestReportInfo = LatestReports['rapportiCredibility'];

export const reportKeys = {
  latest: ['reports', 'latest'] as const,
  document: (cdRichiesta: string, idConsegna: string | null) =>
    ['reports', 'document', cdRichiesta, idConsegna] as const,
};

/** GET /api/v1/sintesi/ultimi-rapporti (spec part 1 §3 "Report list" and "Certificate info", §7). */
export const latestReportsQuery = queryOptions({
  queryKey: reportKeys.latest,
  queryFn: ({ signal }) => apiContract('/sintesi/ultimi-rapporti', 'latestReportsSchema', { signal }),
});

export interface ReportIds {
  cdRichiesta: string;
  idConsegna: string;
}

/**
 * POST /api/v1/sintesi/sintesi-documenti with the ids of the latest delivered report (spec part 1
 * §4 start-up). A delivery never changes, so the answer is kept for the session; the overview, the
 * module wizard and the admin sidebar share it. Each screen shows its own message on failure.
 */
export const synthesisQuery = (ids: ReportIds) =>
  queryOptions({
    queryKey: ['reports', 'synthesis', ids.cdRichiesta, ids.idConsegna],
    queryFn: ({ signal }) =>
      apiContract('/sintesi/sintesi-documenti', 'synthesisSchema', { method: 'POST', body: ids, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silentError: true },
  });

export interface PdfTarget {
  cdRichiesta: string;
  idConsegna: string | null;
}

/**
 * GET /api/v1/document/download/{cdRichiesta}?idConsegna=… saved as `{cdRichiesta}.pdf`
 * (spec part 1 §7). Rejects on failure; callers only log it (spec part 1 §8).
 */
export async function downloadReportPdf({ cdRichiesta, idConsegna }: PdfTarget): Promise<void> {
  const response = await apiFetch(`/document/download/${encodeURIComponent(cdRichiesta)}`, {
    query: { idConsegna },
  });
  saveFile(await response.blob(), `${cdRichiesta}.pdf`);
}

/**
 * The download as a mutation, for its pending state. A failure is only logged: no toast, no
 * message (spec part 1 §8 "Report PDF download failure").
 */
export function useReportPdfDownload() {
  return useMutation({
    mutationFn: downloadReportPdf,
    meta: { silentError: true },
    onError: (error) => console.error('Report PDF download failed', error),
  });
}
