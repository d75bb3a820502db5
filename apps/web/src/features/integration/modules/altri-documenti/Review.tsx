import { documentTypeByName } from '@portal/domain';
import { useTranslation } from '#i18n';
import { currentLocale } from '../../../../lib/i18n.ts';
import type { ModuleSummaryProps } from '../../wizard/index.ts';
import { type ChangeRow, ChangeTable } from '../shared/ChangeTable.tsx';
import { otherDocumentFile } from './values.ts';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The document beside the report (issue 13 §1): type, file name and note as declared. The report
 * lists the documents accepted before (type and name, no note): when it already holds this one,
 * its type and name show as the current values.
 */
export function AltriDocumentiReview({ payload, report }: ModuleSummaryProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const typeName = (name: string) => {
    const type = documentTypeByName(name);
    return type ? type[locale] : name;
  };
  const tipo = text(payload.tipoDocumento);
  const nome = otherDocumentFile(payload)?.nomeFile ?? text(payload.nomeDocumento);
  const known = (report?.documentiIntegrativi ?? []).find(
    (d) => d.nome === nome && documentTypeByName(d.tipo)?.code === documentTypeByName(tipo)?.code,
  );
  const rows: ChangeRow[] = [
    {
      key: 'tipoDocumento',
      label: t('modules.altriDocumenti.typeLabel'),
      current: known ? typeName(known.tipo) : '',
      proposed: tipo ? typeName(tipo) : '',
    },
    {
      key: 'nomeDocumento',
      label: t('modules.altriDocumenti.fileLabel'),
      current: known?.nome ?? '',
      proposed: nome,
    },
    {
      key: 'noteDocumento',
      label: t('modules.altriDocumenti.noteLabel'),
      current: '',
      proposed: text(payload.noteDocumento),
    },
  ];
  return <ChangeTable rows={rows} />;
}
