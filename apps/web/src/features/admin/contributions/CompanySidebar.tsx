import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#i18n';
import { websiteHref } from '../selected-subject.ts';
import type { CompanyInfo } from '../use-selected-company.ts';

/** The selected company beside the review list (spec part 1 §2.6 "Contributions management"). */
export function CompanySidebar({ company }: { company: CompanyInfo | null }) {
  const { t } = useTranslation();
  const vatTax = company
    ? [company.codiceFiscale, company.partitaIva]
        .filter((v, i, all): v is string => Boolean(v) && all.indexOf(v) === i)
        .join(' / ')
    : '';
  const rows: [string, React.ReactNode][] = company
    ? [
        [t('admin.card.vatTaxCode'), vatTax || '-'],
        [t('admin.card.address'), company.indirizzo ?? '-'],
        [t('admin.card.telephone'), company.telefono || '-'],
        [
          t('admin.card.website'),
          company.sitoInternet ? (
            <Anchor
              key="site"
              href={websiteHref(company.sitoInternet)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {company.sitoInternet}
            </Anchor>
          ) : (
            '-'
          ),
        ],
      ]
    : [];
  return (
    <Paper component="aside" withBorder p="md" aria-label={t('admin.review.company')}>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {company?.denominazione ?? t('admin.review.company')}
        </Title>
        <Stack component="dl" gap={4} m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed" fw={500}>
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
