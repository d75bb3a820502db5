import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AdminSearchResult } from '@portal/domain';
import { useTranslation } from '#i18n';
import { formatAddress } from './selected-subject.ts';

interface SubjectCardProps {
  result: AdminSearchResult;
  /** This subject is the one the admin acts for now. */
  alreadySelected: boolean;
  /** Its VAT number or tax code equals the current user's: it cannot be selected either. */
  sameAsCurrent: boolean;
  onSelect: () => void;
  selecting: boolean;
}

/** One company of the search results (spec part 1 §2.6 "Company card"). */
export function SubjectCard({
  result,
  alreadySelected,
  sameAsCurrent,
  onSelect,
  selecting,
}: SubjectCardProps) {
  const { t } = useTranslation();
  const { azienda } = result;
  const vatTax = [azienda.partitaIva, azienda.codiceFiscale]
    .filter((v, i, all): v is string => Boolean(v) && all.indexOf(v) === i)
    .join(' / ');
  const rows: [string, string][] = [
    [t('admin.card.vatTaxCode'), vatTax || '-'],
    [t('admin.card.legalForm'), azienda.naturaGiuridica.descrizione || '-'],
    [t('admin.card.activityStatus'), azienda.statoAttivita.descrizione || '-'],
    [t('admin.card.address'), formatAddress(azienda.indirizzo) ?? '-'],
  ];
  return (
    <Card component="article" withBorder padding="md" aria-label={azienda.denominazione}>
      <Stack gap="xs">
        <Title order={3} fz="h4">
          {azienda.denominazione}
        </Title>
        <Stack component="dl" gap={2} m={0}>
          {rows.map(([label, value]) => (
            <Group key={label} gap="xs" wrap="nowrap" align="baseline">
              <Text component="dt" size="sm" c="dimmed" fw={500}>
                {label}:
              </Text>
              <Text component="dd" size="sm" m={0}>
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
        {alreadySelected ? (
          <Badge variant="light" color="green">
            {t('admin.card.alreadySelected')}
          </Badge>
        ) : (
          !sameAsCurrent && (
            <Group justify="flex-end">
              <Button onClick={onSelect} loading={selecting}>
                {t('admin.card.select')}
              </Button>
            </Group>
          )
        )}
      </Stack>
    </Card>
  );
}
