import {
  DataList,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import '@mantine/core/styles/DataList.css';
import { type CgsCode, formatEuro, type Synthesis } from '@portal/domain';
import { IconAlertOctagon, IconAlertTriangle, IconChevronRight, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '#i18n';
import { type CardKey, cardDomId, cardForPartialEvaluation } from './card-ids.ts';
import { OverviewCard } from './OverviewCard.tsx';

type Outcome = 'ok' | 'danger' | 'warning';

/** icona: 'ok', 'pericolo', anything else means warning (spec part 1 §2.1). */
export function partialOutcome(icona: string): Outcome {
  const value = icona.trim().toLowerCase();
  if (value === 'ok') return 'ok';
  if (value === 'pericolo') return 'danger';
  return 'warning';
}

const OUTCOME_STYLE = {
  ok: { color: 'green', icon: IconCircleCheck },
  danger: { color: 'red', icon: IconAlertOctagon },
  warning: { color: 'orange', icon: IconAlertTriangle },
} as const;

/** The CGS label through i18n (it.json holds the domain's labels; a test keeps them equal). */
export function useCgsLabel() {
  const { t } = useTranslation();
  return (code: CgsCode | null) => t(`scales.cgs.${code ?? 'null'}`);
}

/** Scrolls to a card and moves focus to its heading. */
function goToCard(card: CardKey) {
  const element = document.getElementById(cardDomId(card));
  if (!element) return;
  element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  element.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

function PartialEvaluationRow({ id, icona }: { id: string; icona: string }) {
  const { t } = useTranslation();
  const outcome = partialOutcome(icona);
  const { color, icon: Icon } = OUTCOME_STYLE[outcome];
  const card = cardForPartialEvaluation(id);
  const label = card ? t(`overview.partial.labels.${card}`) : id;
  const content = (
    <Group gap="sm" wrap="nowrap" justify="space-between" w="100%">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color={color} variant="light" radius="xl" size="md" aria-hidden="true">
          <Icon size={16} />
        </ThemeIcon>
        <Text size="sm" fw={500}>
          {label}
          <VisuallyHidden>
            , {t(`overview.partial.outcome.${outcome}`)}
            {card && `. ${t('overview.partial.goTo')}`}
          </VisuallyHidden>
        </Text>
      </Group>
      {card && <IconChevronRight size={16} aria-hidden="true" />}
    </Group>
  );
  return (
    <li>
      {card ? (
        <UnstyledButton
          onClick={() => goToCard(card)}
          w="100%"
          py={6}
          px={8}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          data-outcome={outcome}
        >
          {content}
        </UnstyledButton>
      ) : (
        <Group py={6} px={8} data-outcome={outcome}>
          {content}
        </Group>
      )}
    </li>
  );
}

/**
 * Company summary (spec part 1 §2.1): name, tax code and VAT, the group score out of 100 with its
 * label, the certified credit line and the partial evaluations (each a button to its card).
 */
export function CompanySummaryCard({ data }: { data: Synthesis }) {
  const { t } = useTranslation();
  const cgsText = useCgsLabel();
  const { company, cgs, fido, valutazioniParziali } = data;
  return (
    <OverviewCard cardKey="summary" title={t('overview.summary.title')} anchor="ExecutiveSummary">
      <Title order={3} fz="h3" lh={1.2}>
        {company.companyName}
      </Title>
      <DataList size="sm" labelWidth="9rem">
        <DataList.Item>
          <DataList.ItemLabel>{t('overview.summary.taxCode')}</DataList.ItemLabel>
          <DataList.ItemValue>{company.taxCode}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('overview.summary.vat')}</DataList.ItemLabel>
          <DataList.ItemValue>{company.vat ?? '-'}</DataList.ItemValue>
        </DataList.Item>
      </DataList>
      <Group gap="lg" align="flex-end" wrap="wrap">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('overview.summary.score')}
          </Text>
          <Text fz={32} fw={700} lh={1.1} data-testid="cgs-score">
            {cgs.score === null ? '-' : `${Math.round(cgs.score)}/100`}
          </Text>
          <Text size="sm" fw={600}>
            {cgsText(cgs.descriptiveScoreSynthesisCode)}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {fido?.titolo || t('overview.summary.fido')}
          </Text>
          <Text fz={22} fw={700} lh={1.2}>
            {fido?.valore == null ? '-' : formatEuro(fido.valore)}
          </Text>
        </Stack>
      </Group>
      {valutazioniParziali.length > 0 && (
        <Stack gap={4}>
          <Title order={3} fz="sm" fw={600}>
            {t('overview.partial.title')}
          </Title>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {valutazioniParziali.map((evaluation) => (
              <PartialEvaluationRow key={evaluation.id} id={evaluation.id} icona={evaluation.icona} />
            ))}
          </ul>
        </Stack>
      )}
    </OverviewCard>
  );
}
