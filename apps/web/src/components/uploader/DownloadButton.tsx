import './register-locales.ts';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '#i18n';
import { type StoredFile, useFileDownload } from './use-file-download.ts';

/** A button that downloads one stored file. */
export function DownloadButton({ file }: { file: StoredFile }) {
  const { t } = useTranslation();
  const download = useFileDownload();
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden="true" />}
      loading={download.isPending}
      onClick={() => download.mutate(file)}
      aria-label={t('uploader.download', { name: file.nomeFile })}
    >
      {file.nomeFile}
    </Button>
  );
}
