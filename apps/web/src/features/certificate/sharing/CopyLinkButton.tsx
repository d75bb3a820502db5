import { Button, CopyButton } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from '#i18n';

/** "Copia" next to an address, saying "Copiato" once the address is on the clipboard. */
export function CopyLinkButton({ value, variant }: { value: string; variant: 'subtle' | 'light' }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="compact-sm"
          variant={variant}
          onClick={copy}
          leftSection={<IconCopy size={14} aria-hidden="true" />}
        >
          {copied ? t('certificate.share.copied') : t('certificate.share.copy')}
        </Button>
      )}
    </CopyButton>
  );
}
