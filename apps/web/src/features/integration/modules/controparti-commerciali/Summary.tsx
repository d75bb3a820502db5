import { Stack, Text } from '@mantine/core';
import { useTranslation } from '#i18n';
import type { ModuleSummaryProps } from '../../wizard/index.ts';
import { CounterpartList } from './CounterpartList.tsx';
import { useCountryName } from './Preview.tsx';
import { entriesOf } from './values.ts';

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
