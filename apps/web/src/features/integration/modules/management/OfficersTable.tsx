import { Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { managementRoleLabel } from '@portal/domain';
import { useTranslation } from 'react-i18next';
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
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('modules.management.fields.denominazione')}</Table.Th>
            <Table.Th scope="col">{t('modules.management.fields.cfPiva')}</Table.Th>
            <Table.Th scope="col">{t('modules.management.fields.cariche')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {officers.map((o, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list; the same code may repeat
            <Table.Tr key={`${o.cfPiva}-${index}`}>
              <Table.Td>{o.denominazione.toLocaleUpperCase('it')}</Table.Td>
              <Table.Td>{o.cfPiva.toLocaleUpperCase('it')}</Table.Td>
              <Table.Td>{o.cariche.map((code) => managementRoleLabel(code, locale)).join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
