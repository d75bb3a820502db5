import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import { OTHER_REASON, type ReviewDetail, rejectionReasonsOf } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n.ts';
import { useDecision } from './api.ts';

type Choice = 'accept' | 'reject' | null;

/**
 * The decision on one block: take it into processing, then accept, or reject with a reason from
 * the module's catalogue (and the analyst's own words, required for "Altro motivo"). Closed to the
 * analyst who wrote, saved or sent it for the company (four-eyes rule).
 */
export function DecisionPanel({ detail, onDecided }: { detail: ReviewDetail; onDecided: () => void }) {
  const { t } = useTranslation();
  const decision = useDecision(onDecided);
  const [choice, setChoice] = useState<Choice>(null);
  const [code, setCode] = useState<string | null>(null);
  const [words, setWords] = useState('');
  const { item, canDecide } = detail;
  const locale = currentLocale();
  const reasons = rejectionReasonsOf(item.module).map((r) => ({ value: r.code, label: r[locale] }));
  const needsWords = code === OTHER_REASON.code;
  const rejectReady = code !== null && (!needsWords || words.trim() !== '');
  const idBlocco = item.blockId;

  if (!canDecide)
    return (
      <Alert color="orange" title={t('admin.workbench.fourEyesTitle')}>
        {t('admin.workbench.fourEyes')}
      </Alert>
    );

  const confirm = () =>
    decision.mutate(
      choice === 'accept'
        ? { idBlocco, statoModulo: 'APPROVATO' }
        : {
            idBlocco,
            statoModulo: 'NON_APPROVATO',
            reasonCode: code ?? undefined,
            motivoRifiuto: words.trim() || undefined,
          },
    );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="decision-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="decision-title">
          {t('admin.workbench.decision')}
        </Title>
        {item.state === 'IN_ATTESA_LAVORAZIONE' ? (
          <Group>
            <Button
              loading={decision.isPending}
              onClick={() => decision.mutate({ idBlocco, statoModulo: 'IN_LAVORAZIONE' })}
            >
              {t('admin.review.start')}
            </Button>
          </Group>
        ) : choice === null ? (
          <Group>
            <Button color="green" onClick={() => setChoice('accept')}>
              {t('admin.review.accept')}
            </Button>
            <Button color="red" variant="outline" onClick={() => setChoice('reject')}>
              {t('admin.review.reject')}
            </Button>
          </Group>
        ) : (
          <Stack gap="sm">
            <Text fw={500}>
              {choice === 'reject' ? t('admin.review.chosenReject') : t('admin.review.chosenAccept')}
            </Text>
            {choice === 'reject' && (
              <>
                <Select
                  label={t('admin.workbench.reason')}
                  placeholder={t('admin.workbench.reasonPlaceholder')}
                  data={reasons}
                  value={code}
                  onChange={setCode}
                  required
                  allowDeselect={false}
                />
                <Textarea
                  label={t('admin.workbench.words')}
                  description={needsWords ? undefined : t('admin.workbench.wordsOptional')}
                  value={words}
                  onChange={(event) => setWords(event.currentTarget.value)}
                  maxLength={900}
                  rows={3}
                  required={needsWords}
                />
              </>
            )}
            <Group>
              <Button
                loading={decision.isPending}
                disabled={choice === 'reject' && !rejectReady}
                onClick={confirm}
              >
                {t('admin.review.confirm')}
              </Button>
              <Button variant="default" onClick={() => setChoice(null)}>
                {t('admin.review.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
