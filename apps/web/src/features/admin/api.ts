import {
  type AdminSearchResult,
  adminSearchResponseSchema,
  type ChangeStateRequest,
  contributionsResponseSchema,
  esitoResponseSchema,
  isDecided,
  ROUTES,
  type SubjectNote,
  subjectNotesResponseSchema,
} from '@portal/domain';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '#router';
import { apiRequest } from '../../lib/api.ts';
import { reportKeys } from '../../lib/reports.ts';
import { sessionKeys } from '../../lib/session.ts';
import { blockStatesQuery } from '../integration/index.ts';
import { queueKeys } from './queue/api.ts';
import { storeSelectedSubject } from './selected-subject.ts';

export const adminKeys = {
  all: ['admin'] as const,
  notes: ['admin', 'notes'] as const,
  contributions: ['admin', 'contributions'] as const,
};

/**
 * Drops every cached answer but the session's and the review queue's (across companies): after
 * selecting or resetting a subject the report list, the synthesis, the contributions… belong to
 * another company.
 */
function clearCustomerData(queryClient: QueryClient): void {
  const kept = new Set<unknown>([sessionKeys.user[0], queueKeys.all[0]]);
  queryClient.removeQueries({ predicate: (query) => !kept.has(query.queryKey[0]) });
}

/** POST /admin/ricercaSoggetto with the term upper-cased (spec part 1 §5). */
export function useSubjectSearch() {
  return useMutation({
    mutationFn: (term: string) =>
      apiRequest('/admin/ricercaSoggetto', adminSearchResponseSchema, {
        method: 'POST',
        body: { userId: term.trim().toUpperCase() },
      }),
  });
}

/**
 * POST /admin/selectUser: the session acts for that company's user from now on; the cached answers
 * of the previous company are dropped. The stored search card (if any) names the company.
 */
function useActFor(onActing: (subject: AdminSearchResult | null) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; subject?: AdminSearchResult }) =>
      apiRequest('/admin/selectUser', esitoResponseSchema, { method: 'POST', body: { userId } }),
    onSuccess: async (_answer, { subject }) => {
      storeSelectedSubject(subject ?? null);
      clearCustomerData(queryClient);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.user });
      onActing(subject ?? null);
    },
  });
}

/** Selecting a search result: the session acts for it, then off to its overview (spec §4). */
export function useSelectSubject() {
  const navigate = useNavigate();
  const act = useActFor(() => navigate(ROUTES.overview));
  return { ...act, mutate: (subject: AdminSearchResult) => act.mutate({ userId: subject.userId, subject }) };
}

/** Opening a queue item acts for its company, as selecting it on the dashboard does (issue 13 §2). */
export function useActForCompany() {
  return useActFor(() => undefined);
}

/** POST /admin/resetUser: back to the admin's own session and to the panel (spec §4). */
export function useResetSubject() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('/admin/resetUser', esitoResponseSchema, { method: 'POST' }),
    onSuccess: async () => {
      storeSelectedSubject(null);
      clearCustomerData(queryClient);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.user });
      navigate(ROUTES.adminPanel, { replace: true });
    },
  });
}

/** GET /admin/note-soggetto: the selected company's notes, newest first. */
export const notesQuery = queryOptions({
  queryKey: adminKeys.notes,
  queryFn: ({ signal }) => apiRequest('/admin/note-soggetto', subjectNotesResponseSchema, { signal }),
  staleTime: 0,
  meta: { silentError: true },
});

/** POST /admin/add-nota-soggetto: the answer is the updated list, stored as is. */
export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { nota: string; denominazione?: string }) =>
      apiRequest('/admin/add-nota-soggetto', subjectNotesResponseSchema, { method: 'POST', body }),
    onSuccess: (notes: SubjectNote[]) => queryClient.setQueryData(adminKeys.notes, notes),
  });
}

/** DELETE /admin/del-nota-soggetto, then the notes reload. */
export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idNota: number) =>
      apiRequest('/admin/del-nota-soggetto', esitoResponseSchema, { method: 'DELETE', body: { idNota } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.notes }),
  });
}

/** GET /contribuzioni/leggi, answered for the selected company. */
export const contributionsQuery = queryOptions({
  queryKey: adminKeys.contributions,
  queryFn: ({ signal }) => apiRequest('/contribuzioni/leggi', contributionsResponseSchema, { signal }),
  staleTime: 0,
  meta: { silentError: true },
});

/** GET /admin/leggi-stato-blocchi?blockIds=a,b: the states of the payment-experience invoices. */
export const adminBlockStatesQuery = (blockIds: readonly string[]) => ({
  ...blockStatesQuery(blockIds, adminKeys.all),
  meta: undefined,
});

/**
 * POST /admin/cambia-stato-contribuzione (the one-company review and the workbench): then the
 * contributions, invoice states, queue and report reload. `onDecided` runs after an acceptance or
 * a rejection, even though the decided block's panel is gone by then.
 */
export function useChangeState(onDecided?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeStateRequest) =>
      apiRequest('/admin/cambia-stato-contribuzione', esitoResponseSchema, { method: 'POST', body }),
    onSuccess: (_answer, body) => {
      if (isDecided(body.statoModulo)) onDecided?.();
    },
    // also after a refusal: another analyst may have moved the block meanwhile
    onSettled: () =>
      Promise.all([
        // an acceptance delivers a new report: the company card and the comparisons follow it
        queryClient.invalidateQueries({ queryKey: reportKeys.latest }),
        queryClient.invalidateQueries({ queryKey: adminKeys.contributions }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'block-states'] }),
        queryClient.invalidateQueries({ queryKey: queueKeys.all }),
      ]),
  });
}
