import { Table, Text } from '@mantine/core';
import { useTranslation } from '#i18n';
import { DataTable } from '../../../../components/DataTable.tsx';
import type { ModuleSummaryProps } from '../../wizard/index.ts';
import { useRegistryDisplay } from './use-registry-display.ts';
import { changedFields, officialRegistryData } from './values.ts';

/**
 * Step 2 of the registry: only the fields that differ from the official report, with the official
 * value beside the new one (spec part 2 §2, Registry).
 */
export function AnagraficaSummary({ payload, report }: ModuleSummaryProps) {
  const { t } = useTranslation();
  const display = useRegistryDisplay();
  const changed = changedFields(payload, report);
  const official = officialRegistryData(report);

  if (changed.length === 0) return <Text>{t('modules.anagrafica.summary.noChanges')}</Text>;
  return (
    <>
      <Text>{t('modules.anagrafica.summary.intro', { count: changed.length })}</Text>
      <DataTable
        minWidth={480}
        striped
        withTableBorder
        columns={[
          t('modules.anagrafica.summary.field'),
          t('modules.anagrafica.summary.official'),
          t('modules.anagrafica.summary.new'),
        ]}
      >
        {changed.map((field) => (
          <Table.Tr key={field}>
            <Table.Th scope="row">{t(`modules.anagrafica.fields.${field}`)}</Table.Th>
            <Table.Td>{display(field, official) || '-'}</Table.Td>
            <Table.Td>{display(field, payload) || '-'}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </>
  );
}
