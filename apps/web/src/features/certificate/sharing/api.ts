import {
  createdShareLinkSchema,
  currentCertificateSchema,
  type ShareLinkCreate,
  shareLinkSchema,
  shareLinksSchema,
  shareViewLogsSchema,
} from '@portal/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

export const sharingKeys = {
  all: ['certificate', 'sharing'] as const,
  current: ['certificate', 'sharing', 'current'] as const,
  links: ['certificate', 'sharing', 'links'] as const,
  views: ['certificate', 'sharing', 'views'] as const,
};

/** GET /api/v1/attestato/verifica: the current certificate's id, status, expiry and address. */
export const currentCertificateQuery = queryOptions({
  queryKey: sharingKeys.current,
  queryFn: ({ signal }) => apiRequest('/attestato/verifica', currentCertificateSchema, { signal }),
});

export const shareLinksQuery = queryOptions({
  queryKey: sharingKeys.links,
  queryFn: ({ signal }) => apiRequest('/attestato/condivisioni', shareLinksSchema, { signal }),
});

export const shareViewsQuery = queryOptions({
  queryKey: sharingKeys.views,
  queryFn: ({ signal }) => apiRequest('/attestato/visualizzazioni', shareViewLogsSchema, { signal }),
  // The log grows while the page is open (others open the links).
  refetchInterval: 30_000,
});

function useInvalidateSharing() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sharingKeys.all });
}

export function useCreateShareLink() {
  const invalidate = useInvalidateSharing();
  return useMutation({
    mutationFn: (body: ShareLinkCreate) =>
      apiRequest('/attestato/condivisioni', createdShareLinkSchema, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useRevokeShareLink() {
  const invalidate = useInvalidateSharing();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/attestato/condivisioni/${encodeURIComponent(id)}/revoca`, shareLinkSchema, {
        method: 'POST',
      }),
    onSuccess: invalidate,
  });
}

export function useRevokeCertificate() {
  const invalidate = useInvalidateSharing();
  return useMutation({
    mutationFn: () => apiRequest('/attestato/revoca', currentCertificateSchema, { method: 'POST' }),
    onSuccess: invalidate,
  });
}
