import { Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import { ECOFIN_LEVELS, formatEuro, type Synthesis, truncate } from '@portal/domain';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useTranslation } from '#i18n';
import { LevelScale } from '../../../components/LevelScale.tsx';
import { formatSignedPercent } from '../format.ts';
import { NoData, OverviewCard, ReportLink } from './OverviewCard.tsx';

/** Spec part 1 §9: the analyst synthesis is cut at 249 characters plus '…' when longer than 250. */
export const SYNTHESIS_LIMIT = 250;
export const SYNTHESIS_KEEP = 249;

function Trend({ value }: { value: number | null }) {
  if (value === null) return <>-</>;
  const Icon = value > 0 ? IconTrendingUp : value < 0 ? IconTrendingDown : null;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap" component="span">
      {Icon && (
        <Text span c={value > 0 ? 'green.8' : 'red.8'} display="inline-flex" aria-hidden="true">
          <Icon size={14} />
        </Text>
      )}
      {formatSignedPercent(value)}
    </Group>
  );
}

/**
 * Economic-financial situation (spec part 1 §2.1): company and sector 10-level scales (the sector
 * one links to the OverallAssessment section), balance values with trend percentages, the note,
 * the postscript and the analyst synthesis (cut, with a link to the ExecutiveSummary section).
 */
export function BalanceCard({ balance }: { balance: Synthesis['bilancio'] }) {
  const { t } = useTranslation();
  const title = t('overview.balance.title');
  if (!balance) {
    return (
      <OverviewCard cardKey="balance" title={title} anchor="BalanceSheetAnalysis">
        <NoData card="balance" context={title} />
      </OverviewCard>
    );
  }
  const levels = ECOFIN_LEVELS.map((l) => ({ key: l.code, label: t(`scales.ecofin.${l.code}`) }));
  const { analisiBilancio: analysis } = balance;
  const synthesis = truncate(analysis.sintesiAnalista, SYNTHESIS_LIMIT, SYNTHESIS_KEEP);
  const cut = synthesis !== analysis.sintesiAnalista;

  return (
    <OverviewCard cardKey="balance" title={title} anchor="BalanceSheetAnalysis" wide>
      {analysis.descrizione && <Text size="sm">{analysis.descrizione}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <LevelScale
          label={t('overview.balance.company')}
          levels={levels}
          current={analysis.situazioneAzienda}
        />
        <Stack gap={2}>
          <LevelScale
            label={t('overview.balance.sector')}
            levels={levels}
            current={analysis.situazioneSettore}
          />
          <ReportLink anchor="OverallAssessment" context={t('overview.balance.sector')}>
            {t('overview.balance.distribution')}
          </ReportLink>
        </Stack>
      </SimpleGrid>
      {balance.valoriBilancio.length > 0 && (
        // Fits a 390 px phone (issue 18 §2): the cell padding shrinks with the screen; narrower
        // still, the table scrolls sideways in its container.
        <Table.ScrollContainer minWidth={280} type="native">
          <Table fz="sm" verticalSpacing={4} horizontalSpacing="clamp(2px, 1vw, var(--mantine-spacing-xs))">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('overview.balance.item')}</Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('overview.balance.amount')}
                </Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('overview.balance.trend')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {balance.valoriBilancio.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th scope="row" fw={500}>
                    {row.label === 'Fatturato' ? t('overview.balance.turnover') : row.label}
                  </Table.Th>
                  <Table.Td ta="end">{formatEuro(row.ammontare)}</Table.Td>
                  <Table.Td ta="end">
                    <Trend value={row.percentuale} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {balance.nota && (
        <Text size="xs" c="dimmed">
          {balance.nota}
        </Text>
      )}
      {balance.postilla && (
        <Text size="xs" c="dimmed" fs="italic">
          {balance.postilla}
        </Text>
      )}
      {analysis.sintesiAnalista && (
        <Stack gap={4}>
          <Title order={3} fz="sm" fw={600}>
            {t('overview.balance.analyst')}
          </Title>
          <Text size="sm" data-testid="analyst-synthesis">
            {synthesis}
          </Text>
          {cut && (
            <ReportLink anchor="ExecutiveSummary" context={t('overview.balance.analyst')}>
              {t('overview.balance.readMore')}
            </ReportLink>
          )}
        </Stack>
      )}
    </OverviewCard>
  );
}
