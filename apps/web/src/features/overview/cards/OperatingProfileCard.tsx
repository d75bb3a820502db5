import { Badge, Group, Text } from '@mantine/core';
import { formatInteger, type OperatingProfile } from '@portal/domain';
import { useTranslation } from '#i18n';
import { formatPercentNumber } from '../format.ts';
import { MetricList } from './MetricList.tsx';
import { NoData, OverviewCard } from './OverviewCard.tsx';

/** Spec part 1 §9: import and export countries shown on the overview. */
export const COUNTRIES_SHOWN = 3;

/**
 * Operating profile (spec part 1 §2.1): revenue in thousands of euro (labelled estimated), employees,
 * top 3 import countries, top 3 export countries with the export percentage.
 */
export function OperatingProfileCard({ profile }: { profile: OperatingProfile | null }) {
  const { t } = useTranslation();
  const title = t('overview.operating.title');
  if (!profile) {
    return (
      <OverviewCard cardKey="operating" title={title} anchor="OperativeProfile">
        <NoData card="operating" context={title} />
      </OverviewCard>
    );
  }
  const countries = (list: typeof profile.paesiImport) =>
    list
      .slice(0, COUNTRIES_SHOWN)
      .map((c) => c.nome)
      .join(', ') || '-';

  return (
    <OverviewCard cardKey="operating" title={title} anchor="OperativeProfile">
      <MetricList
        strongValues={false}
        items={[
          {
            key: 'revenue',
            label:
              profile.annoFatturato === null
                ? t('overview.operating.revenueNoYear')
                : t('overview.operating.revenue', { year: profile.annoFatturato }),
            value: (
              <Group gap="xs" component="span" justify="flex-end">
                <Text span fw={600} size="sm">
                  {profile.fatturato === null
                    ? '-'
                    : t('overview.operating.revenueValue', { value: formatInteger(profile.fatturato) })}
                </Text>
                {profile.fatturatoStimato && profile.fatturato !== null && (
                  <Badge size="sm" variant="outline" color="gray.7" tt="none">
                    {t('overview.operating.estimated')}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            key: 'employees',
            label: t('overview.operating.employees'),
            value: profile.dipendenti === null ? '-' : formatInteger(profile.dipendenti),
          },
          {
            key: 'import',
            label: t('overview.operating.importCountries'),
            value: countries(profile.paesiImport),
          },
          {
            key: 'export',
            label: t('overview.operating.exportCountries'),
            value: countries(profile.paesiExport),
          },
          {
            key: 'exportShare',
            label: t('overview.operating.exportShare'),
            value:
              profile.percentualeExport === null ? '-' : `${formatPercentNumber(profile.percentualeExport)}%`,
          },
        ]}
      />
    </OverviewCard>
  );
}
