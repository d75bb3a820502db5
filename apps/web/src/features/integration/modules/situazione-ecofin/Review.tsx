import { Alert, Stack } from '@mantine/core';
import {
  datiXbrlSchema,
  formatEuro,
  formatInteger,
  STATEMENT_TYPES,
  XBRL_BALANCE_LABELS,
  XBRL_FIGURES,
} from '@portal/domain';
import { useTranslation } from '#i18n';
import { currentLocale } from '../../../../lib/i18n.ts';
import type { ModuleSummaryProps } from '../../wizard/index.ts';
import { type ChangeRow, ChangeTable } from '../shared/ChangeTable.tsx';
import { ecoFinFiles } from './values.ts';

/**
 * The statement beside the report (issue 13 §1): type, year and file names as declared (the
 * report holds none of them); when the server read figures from an XBRL statement, each figure of
 * its year beside the report's balance line of the same name (what acceptance sets), in euro
 * (the employees as a number: the balance section has no such line); when it read none, why.
 */
export function SituazioneEcoFinReview({ payload, report }: ModuleSummaryProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const type = STATEMENT_TYPES.find((s) => s.code === payload.tipoBilancio);
  const { statement, receipt } = ecoFinFiles(payload);
  const hasYear = typeof payload.annoBilancio === 'number' || typeof payload.annoBilancio === 'string';
  const rows: ChangeRow[] = [
    {
      key: 'tipoBilancio',
      label: t('modules.situazioneEcoFin.typeLabel'),
      current: '',
      proposed: type ? type[locale] : '',
    },
    {
      key: 'annoBilancio',
      label: t('modules.situazioneEcoFin.yearLabel'),
      current: '',
      proposed: hasYear ? String(payload.annoBilancio) : '',
    },
    {
      key: 'fileBilancio',
      label: t('modules.situazioneEcoFin.statementFile'),
      current: '',
      proposed: statement?.nomeFile ?? '',
    },
  ];
  if (receipt || payload.tipoBilancio === 'depositato') {
    rows.push({
      key: 'fileRicevuta',
      label: t('modules.situazioneEcoFin.receiptFile'),
      current: '',
      proposed: receipt?.nomeFile ?? '',
    });
  }
  const dati = datiXbrlSchema.safeParse(payload.datiXbrl);
  const figures = dati.success && dati.data.esito === 'estratti' ? dati.data.corrente : null;
  // an XBRL statement the server read nothing from: the analyst is told so, as the company was
  const nothingRead = dati.success && !figures ? dati.data.messaggio : null;
  if (figures) {
    const lines = report?.bilancio?.valoriBilancio ?? [];
    for (const name of XBRL_FIGURES) {
      const value = figures[name];
      const line = lines.find((l) => l.label === XBRL_BALANCE_LABELS[name]);
      const money = name !== 'dipendentiMedi';
      rows.push({
        key: `xbrl-${name}`,
        label: t('modules.situazioneEcoFin.review.figure', {
          figure: t(`modules.situazioneEcoFin.xbrl.figures.${name}`),
          year: figures.anno,
        }),
        current: money && line ? formatEuro(line.ammontare) : '',
        proposed: value === null ? '' : money ? formatEuro(value) : formatInteger(value),
      });
    }
  }
  if (nothingRead === null) return <ChangeTable rows={rows} />;
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title={t('modules.situazioneEcoFin.xbrl.noneTitle')}>
        {nothingRead}
      </Alert>
      <ChangeTable rows={rows} />
    </Stack>
  );
}
