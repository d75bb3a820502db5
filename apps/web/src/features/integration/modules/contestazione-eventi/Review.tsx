import { CONTEST_GROUNDS, formatDate, formatEuro } from '@portal/domain';
import { useTranslation } from '#i18n';
import { currentLocale } from '../../../../lib/i18n.ts';
import type { ModuleSummaryProps } from '../../wizard/index.ts';
import { type ChangeRow, ChangeTable } from '../shared/ChangeTable.tsx';
import { contestFiles, eventLine, eventsOf } from './values.ts';

/**
 * The contest beside the report (issue 29 §3): the event as the report has it, what an acceptance
 * makes of it (removed, or its amount or date corrected), the ground, the evidence and the note.
 */
export function ContestazioneEventiReview({ payload, report }: ModuleSummaryProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const event = eventsOf(report).find((e) => e.id === payload.idEvento);
  const ground = CONTEST_GROUNDS.find((g) => g.code === payload.motivo);
  const corrected =
    event && ground?.outcome === 'correct'
      ? eventLine({
          ...event,
          importo: typeof payload.importoCorretto === 'number' ? payload.importoCorretto : event.importo,
          data: typeof payload.dataCorretta === 'string' ? payload.dataCorretta : event.data,
        })
      : t('modules.contestazioneEventi.removed');
  const rows: ChangeRow[] = [
    {
      key: 'evento',
      label: t('modules.contestazioneEventi.event'),
      current: event
        ? `${eventLine(event)} (${event.fonte.registro}, ${event.fonte.riferimento})`
        : t('modules.contestazioneEventi.gone'),
      proposed: corrected,
    },
    {
      key: 'motivo',
      label: t('modules.contestazioneEventi.ground'),
      current: '',
      proposed: ground ? ground[locale] : '',
    },
    {
      key: 'correzione',
      label: t('modules.contestazioneEventi.correction'),
      current: event
        ? [event.importo === null ? '' : formatEuro(event.importo), formatDate(event.data)]
            .filter(Boolean)
            .join(' · ')
        : '',
      proposed: [
        typeof payload.importoCorretto === 'number' ? formatEuro(payload.importoCorretto) : '',
        typeof payload.dataCorretta === 'string' ? formatDate(payload.dataCorretta) : '',
      ]
        .filter(Boolean)
        .join(' · '),
    },
    {
      key: 'documenti',
      label: t('modules.contestazioneEventi.evidence'),
      current: '',
      proposed: contestFiles(payload)
        .map((f) => f.nomeFile)
        .join(', '),
    },
    {
      key: 'nota',
      label: t('modules.contestazioneEventi.note'),
      current: '',
      proposed: typeof payload.nota === 'string' ? payload.nota.trim() : '',
    },
  ];
  return <ChangeTable rows={rows} />;
}
