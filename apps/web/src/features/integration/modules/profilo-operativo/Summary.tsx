import { Text } from '@mantine/core';
import '@mantine/core/styles/DataList.css';
import { useTranslation } from '#i18n';
import type { ModuleSummaryProps } from '../../wizard/index.ts';
import { ProfiloOperativoPreview } from './Preview.tsx';

/** Step 2 of the operating profile: the data as written. */
export function ProfiloOperativoSummary({ payload }: ModuleSummaryProps) {
  const { t } = useTranslation();
  return (
    <>
      <Text>{t('modules.profiloOperativo.summary')}</Text>
      <ProfiloOperativoPreview data={payload} />
    </>
  );
}
