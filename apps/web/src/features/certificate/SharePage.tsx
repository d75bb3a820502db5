import './register-locales.ts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { SHARE_TOKEN_PATTERN, type ShareView } from '@portal/domain';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#i18n';
import { useParams } from '#router';
import { LoadingState } from '../../components/LoadingState.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ApiError } from '../../lib/api.ts';
import { openShareLink } from './verification/api.ts';
import { VerificationView } from './verification/VerificationView.tsx';

type State = { kind: 'loading' } | { kind: 'open'; view: ShareView } | { kind: 'failed'; error: unknown };

/**
 * /condivisione/{token}: a share link. Opening it counts one view (logged for the company, who may
 * be told) and shows the certificate's verification; a PDF link also offers the issued file.
 */
export default function SharePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const opened = useRef(false);

  useEffect(() => {
    // Once per visit (Strict Mode runs effects twice in development; the ref survives).
    if (opened.current) return;
    opened.current = true;
    if (!SHARE_TOKEN_PATTERN.test(token)) {
      setState({ kind: 'failed', error: new ApiError('http', 404) });
      return;
    }
    openShareLink(token).then(
      (view) => setState({ kind: 'open', view }),
      (error: unknown) => setState({ kind: 'failed', error }),
    );
  }, [token]);

  const failure = (error: unknown) => {
    const status = error instanceof ApiError ? error.status : null;
    if (status === 410) return t('certificate.share.gone');
    if (status === 404) return t('certificate.share.unknown');
    if (status === 429) return t('certificate.share.tooMany');
    return t('certificate.verify.network');
  };

  return (
    <Stack gap="lg">
      <PageTitle>{t('certificate.verify.title')}</PageTitle>
      {state.kind === 'loading' && <LoadingState />}
      {state.kind === 'failed' && (
        <Alert color="red" title={t('certificate.share.unavailable')} data-testid="share-unavailable">
          {failure(state.error)}
        </Alert>
      )}
      {state.kind === 'open' && (
        <VerificationView
          v={state.view.verification}
          extra={
            state.view.pdfUrl ? (
              <Stack gap="xs" align="flex-start">
                <Text>{t('certificate.share.pdfText')}</Text>
                <Button
                  component="a"
                  href={state.view.pdfUrl}
                  download
                  leftSection={<IconDownload size={16} aria-hidden="true" />}
                >
                  {t('certificate.share.pdfDownload')}
                </Button>
              </Stack>
            ) : state.view.target === 'pdf' ? (
              <Text data-testid="share-pdf-ended">{t('certificate.share.pdfEnded')}</Text>
            ) : null
          }
        />
      )}
    </Stack>
  );
}
