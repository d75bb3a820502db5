import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { useTranslation } from '#i18n';
import type { ModuleData } from '../../wizard/index.ts';
import { BLOCKS, entriesOf, isForeign } from './values.ts';

/** Read-only clients and suppliers (a foreign one shows address, city and country only). */
export function CounterpartList({
  data,
  countryName = (code) => code,
}: {
  data: ModuleData;
  countryName?: (code: string) => string;
}) {
  const { t } = useTranslation();
  const lists = entriesOf(data);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {BLOCKS.map((block) => (
        <Stack key={block} gap="xs">
          <Title order={4} size="h6">
            {t(`controparti.blocks.${block}`)}
          </Title>
          {lists[block].length === 0 && <Text c="dimmed">{t('controparti.emptyBlock')}</Text>}
          {lists[block].map((e) => (
            <div key={e.idSoggetto}>
              <Text fw={600} tt="uppercase">
                {e.denominazione}
              </Text>
              <Text size="sm" c="dimmed">
                {isForeign(e)
                  ? [e.indirizzo, e.comune, countryName(e.paese)].filter(Boolean).join(' · ')
                  : [e.partitaIva, e.codiceFiscale].filter(Boolean).join(' · ')}
              </Text>
            </div>
          ))}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
