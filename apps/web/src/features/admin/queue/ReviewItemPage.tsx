import '../register-locales.ts';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatInstant, isInProgress, type ReviewDetail, ROUTES } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '#i18n';
import { Link, useNavigate, useParams } from '#router';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useSession } from '../../../lib/session.ts';
import { ModuleReview, useModuleLabel } from '../../integration/index.ts';
import { AdminHeader } from '../AdminHeader.tsx';
import { useActForCompany } from '../api.ts';
import { EinvoiceOrigin } from '../contributions/EinvoiceOrigin.tsx';
import { SupplierAnswers } from '../contributions/SupplierAnswers.tsx';
import { fetchQueuePage, reviewDetailQuery } from './api.ts';
import { DecisionPanel } from './DecisionPanel.tsx';
import { itemPath, itemSubject } from './queue-item.ts';
import { ReviewFiles } from './ReviewFiles.tsx';
import { CompanyHistory, ReviewHistory } from './ReviewHistory.tsx';

/** Opening an item acts for its company, as selecting it on the dashboard does (once per company). */
function useActingForItem(detail: ReviewDetail | undefined) {
  const { user } = useSession();
  const { mutate } = useActForCompany();
  const asked = useRef<string | null>(null);
  const target = detail?.item.companyUserId ?? null;
  useEffect(() => {
    if (!target || target === user.userId || asked.current === target) return;
    asked.current = target;
    mutate({ userId: target });
  }, [target, user.userId, mutate]);
}

/** The next open item of the queue this analyst may decide (the oldest other), or null. */
async function nextItem(blockId: string) {
  const { items } = await fetchQueuePage({ limit: 2, decidable: 'true' });
  return items.find((item) => item.blockId !== blockId) ?? null;
}

/**
 * One item of the queue (issue 13 §1): what the company proposes beside what its report says,
 * the files inline, the supplier's answers, the history, and the decision.
 */
export default function ReviewItemPage() {
  const { t } = useTranslation();
  const { blockId = '' } = useParams();
  const navigate = useNavigate();
  const moduleLabel = useModuleLabel();
  const detail = useQuery(reviewDetailQuery(blockId));
  useActingForItem(detail.data);

  const goNext = async () => {
    const next = await nextItem(blockId);
    navigate(next ? itemPath(next.blockId) : ROUTES.adminQueue);
  };

  const back = (
    <Anchor component={Link} to={ROUTES.adminQueue}>
      {t('admin.workbench.backToQueue')}
    </Anchor>
  );
  if (detail.isPending)
    return (
      <>
        <AdminHeader />
        <LoadingState label={t('admin.workbench.loading')} />
      </>
    );
  if (detail.isError)
    return (
      <>
        <AdminHeader />
        <Stack>
          <Text role="alert">{t('admin.workbench.loadError')}</Text>
          {back}
        </Stack>
      </>
    );

  const { item, data, report } = detail.data;
  const open = isInProgress(item.state);
  const about = item.invoice
    ? t('admin.review.invoice', { numero: item.invoice.numeroFattura })
    : itemSubject(item, t);
  const title = about ? `${moduleLabel(item.module)} — ${about}` : moduleLabel(item.module);

  return (
    <>
      <AdminHeader />
      <Stack gap="md">
        {back}
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <PageTitle>{title}</PageTitle>
            <Text>{item.companyName}</Text>
            <Text size="sm" c="dimmed">
              {t('admin.review.sentOn', { data: formatInstant(item.sentAt) })}
              {item.takenBy ? ` · ${t('admin.workbench.takenBy', { name: item.takenBy.name })}` : ''}
            </Text>
            {open && item.dueAt && (
              <Text size="sm" fw={600}>
                {t('admin.review.dueBy', { data: formatInstant(item.dueAt) })}
              </Text>
            )}
          </Stack>
          <Badge variant="light" size="lg" color={item.state === 'IN_LAVORAZIONE' ? 'orange' : 'blue'}>
            {open ? t(`admin.queue.states.${item.state}`) : t('admin.workbench.decided')}
          </Badge>
        </Group>

        {open ? (
          <DecisionPanel detail={detail.data} onDecided={goNext} />
        ) : (
          <Group>
            <Button onClick={goNext}>{t('admin.workbench.next')}</Button>
          </Group>
        )}

        <Paper withBorder p="md" component="section" aria-labelledby="changes-title">
          <Title order={2} fz="h4" id="changes-title" mb="sm">
            {t('admin.workbench.changes')}
          </Title>
          {item.invoice && (
            <Stack gap="xs" mb="sm">
              <EinvoiceOrigin blockId={item.blockId} origine={invoiceOrigin(data)} />
              <SupplierAnswers blockId={item.blockId} />
            </Stack>
          )}
          <ModuleReview name={item.module} data={data} report={report} />
        </Paper>
        <ReviewFiles detail={detail.data} />
        <ReviewHistory history={detail.data.history} />
        <CompanyHistory subjectId={item.subjectId} />
      </Stack>
    </>
  );
}

/** The e-invoice origin of the block's only invoice, if it was imported. */
function invoiceOrigin(data: Record<string, unknown>): unknown {
  const { fornitori } = data as { fornitori?: { fatture?: { origine?: unknown }[] }[] };
  return fornitori?.[0]?.fatture?.[0]?.origine;
}
