import './register-locales.ts';
import { Alert, Stack } from '@mantine/core';
import { CERTIFICATE_ID_PATTERN } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import { useParams } from '#router';
import { LoadingState } from '../../components/LoadingState.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ApiError } from '../../lib/api.ts';
import { fetchVerification } from './verification/api.ts';
import { VerificationView } from './verification/VerificationView.tsx';

/** /verifica/{id}: the public verification page of an issued certificate (issue 17 §1). */
export default function VerifyPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const valid = CERTIFICATE_ID_PATTERN.test(id);
  const query = useQuery({
    queryKey: ['public', 'certificate', id],
    queryFn: ({ signal }) => fetchVerification(id, signal),
    enabled: valid,
    retry: false,
    meta: { silentError: true },
  });
  return (
    <Stack gap="lg">
      <PageTitle>{t('certificate.verify.title')}</PageTitle>
      {!valid || query.isError ? (
        <Alert color="red" title={t('certificate.verify.notFound')}>
          {query.error instanceof ApiError && query.error.status === null
            ? t('certificate.verify.network')
            : t('certificate.verify.notFoundText')}
        </Alert>
      ) : query.data ? (
        <VerificationView v={query.data} />
      ) : (
        <LoadingState />
      )}
    </Stack>
  );
}
