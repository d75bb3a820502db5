import { Badge, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { invoiceOriginSchema, TOAST_TIMEOUT_MS } from '@portal/domain';
import { IconFileCode } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import { fetchReviewFile } from '../queue/api.ts';

/**
 * An invoice imported from an e-invoice (issue 16): says so (signed or not) and opens the original
 * XML kept with the contribution, in a new tab.
 */
export function EinvoiceOrigin({ blockId, origine }: { blockId: string; origine: unknown }) {
  const { t } = useTranslation();
  const parsed = invoiceOriginSchema.safeParse(origine);
  const open = useMutation({
    mutationFn: async (key: string) => {
      const blob = new Blob([await fetchReviewFile(blockId, key)], { type: 'text/xml' });
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    },
    meta: { silentError: true },
    onError: () =>
      notifications.show({
        color: 'red',
        message: t('admin.review.downloadError'),
        autoClose: TOAST_TIMEOUT_MS,
      }),
  });
  if (!parsed.success) return null;
  const { firmata, chiaveXml } = parsed.data;
  return (
    <Group gap="sm">
      <Badge variant="light" color="teal">
        {t(firmata ? 'admin.review.einvoiceSigned' : 'admin.review.einvoice')}
      </Badge>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconFileCode size={14} aria-hidden="true" />}
        loading={open.isPending}
        onClick={() => open.mutate(chiaveXml)}
      >
        {t('admin.review.originalXml')}
      </Button>
    </Group>
  );
}
