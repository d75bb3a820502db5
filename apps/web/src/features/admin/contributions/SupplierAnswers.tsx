import { Stack, Text } from '@mantine/core';
import { reviewDetailSchema } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api.ts';
import { ConfirmationState } from '../../integration/index.ts';

/** The supplier's answers to the company's confirmation requests for one invoice (issue 17 §4). */
export function SupplierAnswers({ blockId }: { blockId: string }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: ['admin', 'review-detail', blockId],
    queryFn: ({ signal }) => apiRequest(`/admin/review-queue/${blockId}`, reviewDetailSchema, { signal }),
  });
  const confirmations = detail.data?.supplierConfirmations ?? [];
  if (detail.isPending)
    return (
      <Text size="sm" c="dimmed">
        {t('admin.review.confirmationsLoading')}
      </Text>
    );
  if (confirmations.length === 0) return null;
  return (
    <Stack gap={2} aria-label={t('admin.review.confirmations')} role="group">
      {confirmations.map((c) => (
        <ConfirmationState key={c.requestedAt} confirmation={c} />
      ))}
    </Stack>
  );
}
