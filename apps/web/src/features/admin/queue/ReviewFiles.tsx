import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReviewDetail } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '#i18n';
import { saveFile } from '../../../lib/download.ts';
import { fetchReviewFile } from './api.ts';
import { WorkbenchSection } from './WorkbenchSection.tsx';

type ReviewFile = ReviewDetail['files'][number];

const viewable = (contentType: string) =>
  contentType === 'application/pdf' || contentType.startsWith('image/');

/** One file: shown in the page (the browser's PDF viewer, or the image) and downloadable. */
function FileRow({ blockId, file }: { blockId: string; file: ReviewFile }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const view = useMutation({
    mutationFn: () => fetchReviewFile(blockId, file.key),
    onSuccess: (blob) => setUrl(URL.createObjectURL(new Blob([blob], { type: file.contentType }))),
  });
  const download = useMutation({
    mutationFn: () => fetchReviewFile(blockId, file.key),
    onSuccess: (blob) => saveFile(blob, file.name),
  });
  const title = t('admin.workbench.fileTitle', { name: file.name });
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {file.name}{' '}
          <Text span size="xs" c="dimmed">
            ({Math.max(1, Math.round(file.size / 1024))} KB)
          </Text>
        </Text>
        <Group gap="xs">
          {viewable(file.contentType) && (
            <Button
              size="xs"
              variant="light"
              loading={view.isPending}
              aria-expanded={url !== null}
              aria-label={
                url
                  ? t('admin.workbench.hide', { name: file.name })
                  : t('admin.workbench.view', { name: file.name })
              }
              onClick={() => (url ? setUrl(null) : view.mutate())}
            >
              {url ? t('admin.workbench.hideShort') : t('admin.workbench.viewShort')}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            loading={download.isPending}
            aria-label={t('admin.review.download', { nomeFile: file.name })}
            onClick={() => download.mutate()}
          >
            {t('admin.workbench.downloadShort')}
          </Button>
        </Group>
      </Group>
      {url &&
        (file.contentType === 'application/pdf' ? (
          <iframe src={url} title={title} style={{ width: '100%', height: 560, border: 0 }} />
        ) : (
          <img src={url} alt={title} style={{ maxWidth: '100%' }} />
        ))}
    </Stack>
  );
}

/** The files the contribution points to (statements, receipts, documents, invoice PDFs). */
export function ReviewFiles({ detail }: { detail: ReviewDetail }) {
  const { t } = useTranslation();
  if (detail.files.length === 0) return null;
  return (
    <WorkbenchSection title={t('admin.workbench.files')}>
      <Stack gap="md">
        {detail.files.map((file) => (
          <FileRow key={file.key} blockId={detail.item.blockId} file={file} />
        ))}
      </Stack>
    </WorkbenchSection>
  );
}
