import { Group, Text } from '@mantine/core';
import { CONSULTATION_LEVELS, formatInteger, type Synthesis } from '@portal/domain';
import { useTranslation } from '#i18n';
import { LevelScale } from '../../../components/LevelScale.tsx';
import { StackedBar } from '../charts/StackedBar.tsx';
import { formatPercentNumber } from '../format.ts';
import { CaptionedChart } from './CaptionedChart.tsx';
import { NoData, OverviewCard } from './OverviewCard.tsx';

/**
 * Risk tied to consultations (spec part 1 §2.1): the 3-level scale, the consultations of the last
 * 12 months and the split of the applicants (percentages 0–100) as a stacked bar.
 */
export function ConsultationsCard({ consultations }: { consultations: Synthesis['consultazioni'] }) {
  const { t } = useTranslation();
  const title = t('overview.consultations.title');
  if (!consultations) {
    return (
      <OverviewCard cardKey="consultations" title={title} anchor="LastTwelveMonthRequests">
        <NoData card="consultations" context={title} />
      </OverviewCard>
    );
  }
  return (
    <OverviewCard cardKey="consultations" title={title} anchor="LastTwelveMonthRequests">
      <LevelScale
        label={t('overview.consultations.level')}
        levels={CONSULTATION_LEVELS.map((l) => ({ key: l.code, label: t(`scales.consultations.${l.code}`) }))}
        current={consultations.score}
      />
      <Group gap="xs" align="baseline">
        <Text fz={28} fw={700} lh={1.1}>
          {formatInteger(consultations.numeroConsultazioni)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('overview.consultations.count')}
        </Text>
      </Group>
      <CaptionedChart caption={t('overview.consultations.split')}>
        <StackedBar
          title={t('overview.consultations.split')}
          formatValue={(v) => `${formatPercentNumber(v)}%`}
          segments={[
            {
              key: 'banks',
              label: t('overview.consultations.banks'),
              value: consultations.percentualeIstituzioniFinanziarie,
              color: 'var(--mantine-color-brand-7)',
            },
            {
              key: 'companies',
              label: t('overview.consultations.companies'),
              value: consultations.percentualeAzienda,
              color: 'var(--mantine-color-teal-6)',
            },
            {
              key: 'others',
              label: t('overview.consultations.others'),
              value: consultations.percentualeAltro,
              color: 'var(--mantine-color-gray-5)',
            },
          ]}
        />
      </CaptionedChart>
    </OverviewCard>
  );
}
