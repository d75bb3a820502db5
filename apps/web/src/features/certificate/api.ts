import {
  type CertificateConfig,
  certificateConfigSchema,
  certificateRegeneratedSchema,
  type LatestReports,
} from '@portal/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { reportKeys } from '../../lib/reports.ts';
import { sharingKeys } from './sharing/api.ts';

export const certificateKeys = { config: ['certificate', 'config'] as const };

/** GET /api/v1/contribuzioni/leggi-configurazione-attestato: the four toggles. */
export const certificateConfigQuery = queryOptions({
  queryKey: certificateKeys.config,
  queryFn: ({ signal }) =>
    apiRequest('/contribuzioni/leggi-configurazione-attestato', certificateConfigSchema, { signal }),
});

type Regenerated = z.infer<typeof certificateRegeneratedSchema>;

/** esito false is a failure (toast 'Errore Generico'), like an off-contract answer. */
function requireSuccess(answer: Regenerated): Regenerated {
  if (!answer.esito) throw new ApiError('invalid-response', 200);
  return answer;
}

/** The new certificate goes into the cached report list at once; the list is then re-read. */
function useApplyRegenerated() {
  const queryClient = useQueryClient();
  return (answer: Regenerated) => {
    queryClient.setQueryData<LatestReports>(reportKeys.latest, (old) =>
      old ? { rapportiCredibility: { ...old.rapportiCredibility, ...answer.attestato } } : old,
    );
    void queryClient.invalidateQueries({ queryKey: reportKeys.latest });
    // A new certificate is a new issue: new id, status and verification address.
    void queryClient.invalidateQueries({ queryKey: sharingKeys.all });
  };
}

/**
 * POST /api/v1/contribuzioni/salva-configurazione-attestato: the server saves the toggles and
 * regenerates the certificate in one call (spec part 1 §4).
 */
export function useSaveCertificateConfig() {
  const queryClient = useQueryClient();
  const applyRegenerated = useApplyRegenerated();
  return useMutation({
    mutationFn: async (config: CertificateConfig) =>
      requireSuccess(
        await apiRequest('/contribuzioni/salva-configurazione-attestato', certificateRegeneratedSchema, {
          method: 'POST',
          body: config,
        }),
      ),
    onSuccess: (answer, config) => {
      queryClient.setQueryData(certificateKeys.config, config);
      applyRegenerated(answer);
    },
  });
}

/**
 * PUT /api/v1/document/rigenera/{cdRichiesta}?idConsegna=… with the latest delivered report
 * (idConsegna only when present, spec part 1 §7).
 */
export function useRegenerateCertificate() {
  const applyRegenerated = useApplyRegenerated();
  return useMutation({
    mutationFn: async ({ cdRichiesta, idConsegna }: { cdRichiesta: string; idConsegna: string | null }) =>
      requireSuccess(
        await apiRequest(
          `/document/rigenera/${encodeURIComponent(cdRichiesta)}`,
          certificateRegeneratedSchema,
          {
            method: 'PUT',
            query: { idConsegna },
          },
        ),
      ),
    onSuccess: applyRegenerated,
  });
}
