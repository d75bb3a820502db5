import { Group, Text } from '@mantine/core';
import {
  formatDate,
  formatFractionAsPercent,
  formatInteger,
  formatMetric,
  formatMonth,
  formatWholeEuro,
  PAYMENT_LEVELS,
  type PaymentMetrics,
} from '@portal/domain';
import { IconArrowNarrowRight, IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useTranslation } from '#i18n';
import { LevelScale } from '../../../components/LevelScale.tsx';
import { Sparkline } from '../charts/Sparkline.tsx';
import { CaptionedChart } from './CaptionedChart.tsx';
import { MetricList } from './MetricList.tsx';
import { ModuleLink, NoData, OverviewCard } from './OverviewCard.tsx';

/** The payment-experience data note is dated 23 March 2020 (spec part 1 §9). */
export const PAYMENT_DATA_DATE = '2020-03-23';

type MetricKey = Exclude<keyof PaymentMetrics, 'tempiPagamento' | 'trend' | 'confrontoSettore' | 'andamento'>;

/**
 * The metrics of spec part 1 §3, in display order. Zero shows as '-' (formatMetric); amounts are
 * rounded with grouping; incidenzaEsposizione is a fraction shown as percent with two decimals.
 */
const METRICS: readonly { key: MetricKey; kind: 'count' | 'amount' | 'days' | 'fraction' }[] = [
  { key: 'numeroEsperienze', kind: 'count' },
  { key: 'ammontareFattureChiuse', kind: 'amount' },
  { key: 'transazioneMassima', kind: 'amount' },
  { key: 'esperienzeScadute', kind: 'count' },
  { key: 'incidenzaEsposizione', kind: 'fraction' },
  { key: 'giorniMediPagamento', kind: 'days' },
  { key: 'giorniMediAzienda', kind: 'days' },
  { key: 'giorniMediSettore', kind: 'days' },
  { key: 'ritardoMedio', kind: 'days' },
];

const TREND_ICON = { up: IconTrendingUp, down: IconTrendingDown, flat: IconArrowNarrowRight } as const;

/** Payment experiences (spec part 1 §2.1, §3); the module link and the no-data prompt go to its module. */
export function PaymentExperiencesCard({ data }: { data: PaymentMetrics | null }) {
  const { t } = useTranslation();
  const title = t('overview.payments.title');
  const days = (v: number) => t('overview.payments.daysValue', { value: formatInteger(v) });
  const format = {
    count: (v: number) => formatMetric(v, formatInteger),
    amount: (v: number) => formatMetric(v, formatWholeEuro),
    days: (v: number) => formatMetric(v, days),
    fraction: (v: number) => formatMetric(v, formatFractionAsPercent),
  };

  if (!data) {
    return (
      <OverviewCard cardKey="payments" title={title} anchor="PaymentExperiences">
        <NoData card="payments" context={title} />
      </OverviewCard>
    );
  }

  const trendDirection = data.trend > 0 ? 'up' : data.trend < 0 ? 'down' : 'flat';
  const TrendIcon = TREND_ICON[trendDirection];
  const trendColor = data.trend > 0 ? 'green.8' : data.trend < 0 ? 'red.8' : 'gray.7';

  return (
    <OverviewCard
      cardKey="payments"
      title={title}
      anchor="PaymentExperiences"
      actions={<ModuleLink card="payments" label={t('overview.payments.module')} />}
    >
      <LevelScale
        label={t('overview.payments.level')}
        levels={PAYMENT_LEVELS.map((l) => ({ key: l.code, label: t(`scales.payment.${l.code}`) }))}
        current={data.tempiPagamento}
      />
      <MetricList
        items={[
          ...METRICS.map(({ key, kind }) => ({
            key,
            label: t(`overview.payments.metrics.${key}`),
            value: format[kind](data[key]),
          })),
          {
            key: 'confrontoSettore',
            label: t('overview.payments.metrics.confrontoSettore'),
            value: t(`scales.sectorComparison.${data.confrontoSettore}`),
          },
          {
            key: 'trend',
            label: t('overview.payments.metrics.trend'),
            value: (
              <Group gap={4} component="span" wrap="nowrap" justify="flex-end">
                <Text span c={trendColor} display="inline-flex" aria-hidden="true">
                  <TrendIcon size={16} />
                </Text>
                {t(`scales.paymentTrend.${data.trend}`)}
              </Group>
            ),
          },
        ]}
      />
      {data.andamento.length > 1 && (
        <CaptionedChart caption={t('overview.payments.chart')}>
          <Sparkline
            title={t('overview.payments.chart')}
            points={data.andamento.map((p) => ({ label: formatMonth(p.mese), value: p.giorni }))}
            formatValue={days}
            labelHeader={t('overview.payments.chartMonth')}
            valueHeader={t('overview.payments.chartDays')}
          />
        </CaptionedChart>
      )}
      <Text size="xs" c="dimmed">
        {t('overview.payments.dataNote', {
          date: formatDate(PAYMENT_DATA_DATE),
          source: t('overview.payments.source'),
        })}
      </Text>
    </OverviewCard>
  );
}
