import { type LatestReports, latestReportsSchema } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';

export type LatestReportInfo = LatestReports['rapportiCredibility'];

/** GET /api/v1/sintesi/ultimi-rapporti (spec part 1 §3 "Report list", §7). */
export const latestReportsQuery = queryOptions({
  queryKey: ['overview', 'latest-reports'],
  queryFn: ({ signal }) => apiRequest('/sintesi/ultimi-rapporti', latestReportsSchema, { signal }),
});
