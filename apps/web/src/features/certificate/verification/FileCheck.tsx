import { Alert, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconFileUpload, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '#i18n';
import { canHashFiles, sha256Hex } from './api.ts';

type Result = { name: string; hash: string; same: boolean } | null;

/**
 * The PDF check: a file dropped here (or chosen) is hashed in the browser with WebCrypto and
 * compared with the SHA-256 of the bytes issued; the file never leaves the browser.
 */
export function FileCheck({ sha256 }: { sha256: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<Result>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);
  const titleId = useId();

  const check = async (file: File | null | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const hash = await sha256Hex(file);
      setResult({ name: file.name, hash, same: hash === sha256 });
    } catch {
      setResult(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId}>
        {t('certificate.verify.fileTitle')}
      </Title>
      {canHashFiles() ? (
        <Paper
          withBorder
          p="lg"
          radius="md"
          data-testid="pdf-drop-zone"
          style={{ borderStyle: 'dashed', background: over ? 'var(--mantine-color-blue-0)' : undefined }}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(e) => {
            e.preventDefault();
            setOver(false);
            void check(e.dataTransfer.files[0]);
          }}
        >
          <Stack align="center" gap="xs">
            <IconFileUpload size={32} aria-hidden="true" />
            <Text ta="center">{t('certificate.verify.dropHint')}</Text>
            <FileButton onChange={(f) => void check(f)} accept="application/pdf,.pdf">
              {(props) => (
                <Button variant="light" loading={busy} {...props}>
                  {t('certificate.verify.choose')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed" ta="center">
              {t('certificate.verify.private')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Text c="dimmed">{t('certificate.verify.noCrypto')}</Text>
      )}
      <div aria-live="polite">
        {result && (
          <Alert
            color={result.same ? 'green' : 'red'}
            icon={result.same ? <IconCircleCheck aria-hidden="true" /> : <IconX aria-hidden="true" />}
            title={t(result.same ? 'certificate.verify.same' : 'certificate.verify.different')}
            data-testid="file-check-result"
          >
            <Group gap={4}>
              <Text size="sm">{t('certificate.verify.checkedFile', { name: result.name })}</Text>
            </Group>
            <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
              SHA-256 {result.hash}
            </Text>
          </Alert>
        )}
      </div>
    </Stack>
  );
}
