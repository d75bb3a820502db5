import type { ContributionsResponse, DomainListKey, SendResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiContract } from '../../lib/api.ts';
import { latestReportsQuery, synthesisQuery } from '../../lib/reports.ts';
import { contributionKeys } from './wizard/keys.ts';
import type { WizardReport } from './wizard/types.ts';

/** Reference lists change with a release: kept for the session. */
const FOREVER = Number.POSITIVE_INFINITY;

/**
 * GET /dominio/dati-dominio?chiave=…: one query per key, so that a screen asks only for the lists
 * it needs and the ~6,000 ATECO entries load only when the sector picker opens.
 */
export const domainListQuery = <K extends DomainListKey>(key: K) =>
  queryOptions({
    queryKey: ['domain-lists', key] as const,
    queryFn: async ({ signal }) => {
      const lists = await apiContract('/dominio/dati-dominio', 'domainListsResponseSchema', {
        query: { chiave: key },
        signal,
      });
      return (lists[key] ?? []) as NonNullable<(typeof lists)[K]>;
    },
    staleTime: FOREVER,
    gcTime: FOREVER,
  });

/** GET /dominio/elenco-comuni?cdProvincia=MI */
export const municipalitiesQuery = (cdProvincia: string) =>
  queryOptions({
    queryKey: ['domain-lists', 'comuni', cdProvincia] as const,
    queryFn: ({ signal }) =>
      apiContract('/dominio/elenco-comuni', 'municipalitiesResponseSchema', {
        query: { cdProvincia },
        signal,
      }),
    staleTime: FOREVER,
  });

/**
 * The official report that initialises the module forms, names the company in the wizard header
 * and is the reference of the registry's 'changed fields'. No report at all is not an error: the
 * forms then start empty.
 */
export function useOfficialReport(): WizardReport {
  const latest = useQuery({ ...latestReportsQuery, meta: { silentError: true } });
  const info = latest.data?.rapportiCredibility;
  const cd = info?.cdRichiestaUltimoEvaso ?? null;
  const id = info?.idConsegnaUltimoEvaso ?? null;
  const withIds = cd !== null && id !== null;
  const synthesis = useQuery({
    ...synthesisQuery({ cdRichiesta: cd ?? '', idConsegna: id ?? '' }),
    enabled: withIds,
  });
  return {
    isPending: latest.isPending || (withIds && synthesis.isPending),
    isError: latest.isError || (withIds && synthesis.isError),
    data: withIds ? (synthesis.data ?? null) : null,
    retry: () => {
      if (latest.isError) void latest.refetch();
      else void synthesis.refetch();
    },
  };
}

/** GET /contribuzioni/leggi: current records and history per module. */
export const contributionsQuery = queryOptions({
  queryKey: contributionKeys.list,
  queryFn: ({ signal }): Promise<ContributionsResponse> =>
    apiContract('/contribuzioni/leggi', 'contributionsResponseSchema', { signal }),
  staleTime: 0,
  meta: { silentError: true },
});

/**
 * The same list as the overview's cards read it: the server's first paint put it in the cache
 * (entry-server.tsx), and a list that old is not fetched again when the page hydrates (WEB-01). A
 * send or a save invalidates it, which refetches it whatever its age.
 */
export const overviewContributionsQuery = queryOptions({ ...contributionsQuery, staleTime: 30_000 });

/** POST /contribuzioni/invia with the selected saved modules. */
export function sendContributions(moduli: string[]): Promise<SendResponse> {
  return apiContract('/contribuzioni/invia', 'sendResponseSchema', { method: 'POST', body: { moduli } });
}
