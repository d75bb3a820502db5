import { DataList } from '@mantine/core';
import '@mantine/core/styles/DataList.css';
import { formatInteger } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import { domainListQuery } from '../../api.ts';
import type { ModulePreviewProps } from '../../wizard/index.ts';
import { profiloValuesOf } from './values.ts';

/** Read-only operating profile: revenue (thousands of euro), employees, countries, export share. */
export function ProfiloOperativoPreview({ data }: ModulePreviewProps) {
  const { t } = useTranslation();
  const paesi = useQuery({ ...domainListQuery('paesi'), meta: { silentError: true } });
  const name = (code: string) => paesi.data?.find((p) => p.cd_paese === code)?.denominazione ?? code;
  const values = profiloValuesOf(data);
  const countries = (codes: string[]) => (codes.length ? codes.map(name).join(', ') : '-');
  const rows: [string, string][] = [
    [
      t('modules.profiloOperativo.fields.fatturato'),
      values.fatturato === ''
        ? '-'
        : t('modules.profiloOperativo.thousandsOfEuro', { value: formatInteger(values.fatturato) }),
    ],
    [
      t('modules.profiloOperativo.fields.numeroDipendenti'),
      values.numeroDipendenti === '' ? '-' : formatInteger(values.numeroDipendenti),
    ],
    [t('modules.profiloOperativo.fields.paesiImport'), countries(values.paesiImport)],
    [t('modules.profiloOperativo.fields.percentualeExport'), `${values.percentualeExport}%`],
    [t('modules.profiloOperativo.fields.paesiExport'), countries(values.paesiExport)],
  ];
  return (
    <DataList size="sm" labelWidth="14rem" withDivider gap={6}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
