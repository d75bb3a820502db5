import { Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatInstant, STATE_LABEL_KEYS, type Synthesis } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModuleReview, useModuleLabel } from '../../integration/index.ts';
import { useChangeState } from '../api.ts';
import { BlockFiles } from '../queue/BlockFiles.tsx';
import { EinvoiceOrigin } from './EinvoiceOrigin.tsx';
import type { ReviewItem } from './in-progress.ts';
import { SupplierAnswers } from './SupplierAnswers.tsx';

type Choice = 'accept' | 'reject' | null;

/**
 * One contribution under review (spec part 1 §4 "Admin review"): what it changes beside the
 * company's report, the state, and the actions — 'Avvia Processing' when queued; Accetta / Rifiuta when in processing, each asking
 * for a confirmation (with the reason for a rejection).
 */
export function ReviewCard({ item, report }: { item: ReviewItem; report: Synthesis | null }) {
  const { t } = useTranslation();
  const moduleLabel = useModuleLabel();
  const [choice, setChoice] = useState<Choice>(null);
  const [reason, setReason] = useState('');
  const change = useChangeState();

  const moduleTitle = moduleLabel(item.moduleName);
  const title = item.invoice
    ? `${moduleTitle} — ${t('admin.review.invoice', { numero: item.invoice.numeroFattura })}`
    : moduleTitle;
  const stateKey = STATE_LABEL_KEYS[item.stato];

  const clear = () => {
    setChoice(null);
    setReason('');
  };

  const confirm = () => {
    if (choice === 'accept') {
      change.mutate({ idBlocco: item.blockId, statoModulo: 'APPROVATO' }, { onSuccess: clear });
    } else if (choice === 'reject' && reason.trim() !== '') {
      change.mutate(
        { idBlocco: item.blockId, statoModulo: 'NON_APPROVATO', motivoRifiuto: reason.trim() },
        { onSuccess: clear },
      );
    }
  };

  return (
    <Card component="article" withBorder padding="md" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz="h4">
              {title}
            </Title>
            {item.dataInvio && (
              <Text size="sm" c="dimmed">
                {t('admin.review.sentOn', { data: formatInstant(item.dataInvio) })}
              </Text>
            )}
          </Stack>
          {stateKey && (
            <Badge variant="light" color={item.stato === 'IN_LAVORAZIONE' ? 'orange' : 'blue'}>
              {t(stateKey)}
            </Badge>
          )}
        </Group>

        {item.invoice && (
          <>
            <EinvoiceOrigin blockId={item.blockId} origine={item.dati.origine} />
            <SupplierAnswers blockId={item.blockId} />
          </>
        )}
        <ModuleReview
          name={item.moduleName}
          data={
            item.invoice ? { fornitori: [{ ...item.invoice.fornitore, fatture: [item.dati] }] } : item.dati
          }
          report={report}
        />
        <BlockFiles blockId={item.blockId} />

        {item.stato === 'IN_ATTESA_LAVORAZIONE' && (
          <Group justify="flex-end">
            <Button
              loading={change.isPending}
              onClick={() => change.mutate({ idBlocco: item.blockId, statoModulo: 'IN_LAVORAZIONE' })}
            >
              {t('admin.review.start')}
            </Button>
          </Group>
        )}

        {item.stato === 'IN_LAVORAZIONE' && choice === null && (
          <Group justify="flex-end">
            <Button color="red" variant="outline" onClick={() => setChoice('reject')}>
              {t('admin.review.reject')}
            </Button>
            <Button color="green" disabled={item.acceptDisabled} onClick={() => setChoice('accept')}>
              {t('admin.review.accept')}
            </Button>
          </Group>
        )}

        {item.stato === 'IN_LAVORAZIONE' && choice !== null && (
          <Stack gap="sm">
            <Text fw={500}>
              {choice === 'reject' ? t('admin.review.chosenReject') : t('admin.review.chosenAccept')}
            </Text>
            {choice === 'reject' && (
              <Textarea
                label={t('admin.review.reason')}
                placeholder={t('admin.rejectionReasonPlaceholder')}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                maxLength={1000}
                rows={3}
                required
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={clear}>
                {t('admin.review.cancel')}
              </Button>
              <Button
                loading={change.isPending}
                disabled={choice === 'reject' && reason.trim() === ''}
                onClick={confirm}
              >
                {t('admin.review.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
