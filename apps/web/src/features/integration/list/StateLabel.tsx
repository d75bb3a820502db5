import { Group, Text } from '@mantine/core';
import { isInProgress, type ModuleState, STATE_LABEL_KEYS } from '@portal/domain';
import { IconCircleCheck, IconCircleX, IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from '#i18n';

/** 'In lavorazione' (hourglass), 'Accettato' (check), 'Rifiutato' (cross) (spec part 1 §4). */
export function StateLabel({ state }: { state: ModuleState }) {
  const { t } = useTranslation();
  const key = STATE_LABEL_KEYS[state];
  if (!key) return null;
  const icon = isInProgress(state) ? (
    <IconHourglassHigh size={18} color="var(--mantine-color-orange-8)" aria-hidden="true" />
  ) : state === 'APPROVATO' ? (
    <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden="true" />
  ) : state === 'NON_APPROVATO' ? (
    <IconCircleX size={18} color="var(--mantine-color-red-8)" aria-hidden="true" />
  ) : null;
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm" span>
        {t(key)}
      </Text>
    </Group>
  );
}
