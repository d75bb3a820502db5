import type { ContributionsResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiContract } from '../../../lib/api.ts';
import { contributionKeys } from '../wizard/keys.ts';
import { type BlockStates, invoiceBlockIds } from './invoices.ts';

/**
 * GET /admin/leggi-stato-blocchi?blockIds=a,b: the states of payment-experience invoices (the
 * company may ask for its own blocks). `scope` heads the cache key: the contributions' by default,
 * so the states are refreshed with the list after a send.
 */
export const blockStatesQuery = (
  blockIds: readonly string[],
  scope: readonly string[] = contributionKeys.all,
) =>
  queryOptions({
    queryKey: [...scope, 'block-states', ...blockIds],
    queryFn: ({ signal }) =>
      apiContract('/admin/leggi-stato-blocchi', 'blockStatesResponseSchema', {
        query: { blockIds: blockIds.join(',') },
        signal,
      }),
    staleTime: 0,
    enabled: blockIds.length > 0,
    meta: { silentError: true },
  });

const NONE: BlockStates = new Map();

/**
 * The states of the payment-experience invoices of a contributions answer (spec part 1 §7).
 * `isPending` only while a call is needed and under way.
 */
export function useInvoiceStates(data: ContributionsResponse | undefined): {
  states: BlockStates;
  isPending: boolean;
  isError: boolean;
} {
  const ids = useMemo(() => invoiceBlockIds(data), [data]);
  const query = useQuery(blockStatesQuery(ids));
  const states = useMemo<BlockStates>(
    () =>
      query.data
        ? new Map(query.data.map((b) => [b.blockId, { stato: b.stato, motivoRifiuto: b.motivoRifiuto }]))
        : NONE,
    [query.data],
  );
  return { states, isPending: ids.length > 0 && query.isPending, isError: query.isError };
}
