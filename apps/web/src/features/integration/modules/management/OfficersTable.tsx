import { Table, Text } from '@mantine/core';
import { managementRoleLabel } from '@portal/domain';
import { useTranslation } from '#i18n';
import { DataTable } from '../../../../components/DataTable.tsx';
import { currentLocale } from '../../../../lib/i18n.ts';
import type { ModuleData } from '../../wizard/index.ts';
import { officersOf } from './values.ts';

/** The officers of a management draft, record or contribution, read-only. */
export function OfficersTable({ data }: { data: ModuleData }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const officers = officersOf(data);
  if (officers.length === 0) return <Text c="dimmed">{t('modules.management.none')}</Text>;
  return (
    <DataTable
      minWidth={480}
      striped
      withTableBorder
      columns={[
        t('modules.management.fields.denominazione'),
        t('modules.management.fields.cfPiva'),
        t('modules.management.fields.cariche'),
      ]}
    >
      {officers.map((o, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list; the same code may repeat
        <Table.Tr key={`${o.cfPiva}-${index}`}>
          <Table.Td>{o.denominazione.toLocaleUpperCase('it')}</Table.Td>
          <Table.Td>{o.cfPiva.toLocaleUpperCase('it')}</Table.Td>
          <Table.Td>{o.cariche.map((code) => managementRoleLabel(code, locale)).join(', ')}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
