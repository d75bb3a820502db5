import {
  companyHistorySchema,
  type ReviewQueueQuery,
  reviewCountsSchema,
  reviewDetailSchema,
  reviewQueueResponseSchema,
} from '@portal/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiFetch, apiRequest } from '../../../lib/api.ts';

export type QueueFilters = Pick<ReviewQueueQuery, 'module' | 'state' | 'minAgeDays' | 'due' | 'sort'>;

/** Cross-company answers: kept when the analyst starts acting for another company. */
export const queueKeys = {
  all: ['review-queue'] as const,
  list: (filters: QueueFilters) => ['review-queue', 'list', filters] as const,
  counts: ['review-queue', 'counts'] as const,
  detail: (blockId: string) => ['review-queue', 'item', blockId] as const,
  history: (subjectId: string) => ['review-queue', 'history', subjectId] as const,
};

/** GET /admin/review-queue: one page of open blocks of every company, oldest first. */
export const fetchQueuePage = (query: Partial<ReviewQueueQuery>, signal?: AbortSignal) =>
  apiRequest('/admin/review-queue', reviewQueueResponseSchema, { query, signal });

/** The queue page by page. */
export const queueQuery = (filters: QueueFilters) =>
  infiniteQueryOptions({
    queryKey: queueKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchQueuePage({ ...filters, after: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    staleTime: 0,
  });

/** GET /admin/review-queue/counts: open blocks per state. */
export const countsQuery = queryOptions({
  queryKey: queueKeys.counts,
  queryFn: ({ signal }) => apiRequest('/admin/review-queue/counts', reviewCountsSchema, { signal }),
  staleTime: 0,
});

/** GET /admin/review-queue/{blockId}: the block, its data, the company's report, history, files. */
export const reviewDetailQuery = (blockId: string) =>
  queryOptions({
    queryKey: queueKeys.detail(blockId),
    queryFn: ({ signal }) => apiRequest(`/admin/review-queue/${blockId}`, reviewDetailSchema, { signal }),
    staleTime: 0,
  });

/** GET /admin/subjects/{subjectId}/history: the company's team notes and who acted for it. */
export const companyHistoryQuery = (subjectId: string) =>
  queryOptions({
    queryKey: queueKeys.history(subjectId),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/subjects/${subjectId}/history`, companyHistorySchema, { signal }),
  });

/** A file of the block, as a blob (the API wants the bearer token, which an iframe cannot send). */
export async function fetchReviewFile(blockId: string, key: string): Promise<Blob> {
  const response = await apiFetch(`/admin/review-queue/${blockId}/file`, { query: { key } });
  return response.blob();
}
