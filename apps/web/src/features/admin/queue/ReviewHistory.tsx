import { Badge, Stack, Text } from '@mantine/core';
import {
  formatInstant,
  formatInstantTime,
  isInProgress,
  type ModuleState,
  type ReviewDetail,
  STATE_LABEL_KEYS,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import { companyHistoryQuery } from './api.ts';
import { WorkbenchSection } from './WorkbenchSection.tsx';

/** Who did what on the block, oldest first, with the reason of a rejection. */
export function ReviewHistory({ history }: { history: ReviewDetail['history'] }) {
  const { t } = useTranslation();
  const state = (s: ModuleState) =>
    isInProgress(s)
      ? t(`admin.queue.states.${s}`)
      : STATE_LABEL_KEYS[s]
        ? t(STATE_LABEL_KEYS[s])
        : t('admin.workbench.draft');
  return (
    <WorkbenchSection title={t('admin.workbench.history')}>
      <Stack component="ol" gap="xs" m={0} pl="md">
        {history.map((entry) => (
          <li key={`${entry.at}-${entry.to}`}>
            <Text size="sm">
              {formatInstant(entry.at)} — {state(entry.to)} — {entry.by.name}{' '}
              {entry.by.isAnalyst && (
                <Badge size="xs" variant="outline">
                  {t('admin.workbench.analyst')}
                </Badge>
              )}
            </Text>
            {entry.reason && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {entry.reason}
              </Text>
            )}
          </li>
        ))}
      </Stack>
    </WorkbenchSection>
  );
}

/** The company's team notes and the analysts who acted for it. */
export function CompanyHistory({ subjectId }: { subjectId: string }) {
  const { t } = useTranslation();
  const history = useQuery(companyHistoryQuery(subjectId));
  if (!history.data) return null;
  const { notes, impersonations } = history.data;
  return (
    <WorkbenchSection title={t('admin.workbench.companyHistory')}>
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={600}>
            {t('admin.notes.list')}
          </Text>
          {notes.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin.notes.empty')}
            </Text>
          ) : (
            <Stack component="ul" gap={4} m={0} pl="md">
              {notes.map((note) => (
                <li key={note.id}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {note.nota}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('admin.notes.by', { autore: note.autore, data: formatInstant(note.dataInserimento) })}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </div>
        <div>
          <Text size="sm" fw={600}>
            {t('admin.workbench.actedFor')}
          </Text>
          {impersonations.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin.workbench.neverActedFor')}
            </Text>
          ) : (
            <Stack component="ul" gap={4} m={0} pl="md">
              {impersonations.map((entry) => (
                <li key={`${entry.analyst.userId}-${entry.startedAt}`}>
                  <Text size="sm">
                    {entry.endedAt
                      ? t('admin.workbench.actedForEntry', {
                          analyst: entry.analyst.name,
                          from: formatInstantTime(entry.startedAt),
                          to: formatInstantTime(entry.endedAt),
                        })
                      : t('admin.workbench.actedForOngoing', {
                          analyst: entry.analyst.name,
                          from: formatInstantTime(entry.startedAt),
                        })}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </div>
      </Stack>
    </WorkbenchSection>
  );
}
