import { Text } from '@mantine/core';
import { useTranslation } from '#i18n';
import type { ModuleSummaryProps } from '../../wizard/index.ts';
import { OfficersTable } from './OfficersTable.tsx';
import { officersOf } from './values.ts';

/** Step 2 of management: the officers entered. */
export function ManagementSummary({ payload }: ModuleSummaryProps) {
  const { t } = useTranslation();
  return (
    <>
      <Text>{t('modules.management.summary', { count: officersOf(payload).length })}</Text>
      <OfficersTable data={payload} />
    </>
  );
}
