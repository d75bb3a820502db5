import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ModulePreviewProps, ModuleSummaryProps } from '../../../../components/ModuleWizard/index.ts';
import { domainListQuery } from '../../api.ts';
import { CounterpartList } from './CounterpartList.tsx';
import { entriesOf } from './values.ts';

function useCountryName() {
  const paesi = useQuery(domainListQuery('paesi'));
  return (code: string) => paesi.data?.find((p) => p.cd_paese === code)?.denominazione ?? code;
}

/** Step 2 of counterparties: how many clients and suppliers, and the list. */
export function ContropartiSummary({ payload }: ModuleSummaryProps) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const lists = entriesOf(payload);
  return (
    <Stack gap="sm">
      <Text>
        {t('controparti.summary', { clients: lists.clients.length, suppliers: lists.suppliers.length })}
      </Text>
      <CounterpartList data={payload} countryName={countryName} />
    </Stack>
  );
}

/** Read-only counterparties. */
export function ContropartiPreview({ data }: ModulePreviewProps) {
  const countryName = useCountryName();
  return <CounterpartList data={data} countryName={countryName} />;
}
