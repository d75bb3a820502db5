import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import { ConfirmationState } from '../../integration/index.ts';
import { reviewDetailQuery } from '../queue/api.ts';

/** The supplier's answers to the company's confirmation requests for one invoice (issue 17 §4). */
export function SupplierAnswers({ blockId }: { blockId: string }) {
  const { t } = useTranslation();
  const detail = useQuery(reviewDetailQuery(blockId));
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
