import { Stack, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { useTranslation } from '#i18n';
import type { ModuleSummaryProps } from '../../wizard/index.ts';
import { AltriDocumentiPreview } from './Preview.tsx';

/** Step 2: the stored draft, before saving (the wizard adds the preview modal and 'Salva caricamento'). */
export function AltriDocumentiSummary({ payload }: ModuleSummaryProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text>{t('modules.altriDocumenti.summary')}</Text>
      <AltriDocumentiPreview data={payload} />
    </Stack>
  );
}
