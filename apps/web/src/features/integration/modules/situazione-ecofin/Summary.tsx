import { Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { useTranslation } from '#i18n';
import type { ModuleSummaryProps } from '../../wizard/index.ts';
import { SituazioneEcoFinPreview } from './Preview.tsx';

/** Step 2: the uploaded files (from the stored draft) can be downloaded before saving. */
export function SituazioneEcoFinSummary({ payload }: ModuleSummaryProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group>
        <Text>{t('modules.situazioneEcoFin.summary')}</Text>
      </Group>
      <SituazioneEcoFinPreview data={payload} />
    </Stack>
  );
}
