import { formatDayKey, formatEuro } from '@portal/domain';
import { useTranslation } from '#i18n';
import type { ModuleSummaryProps } from '../../wizard/index.ts';
import { type ChangeRow, ChangeTable } from '../shared/ChangeTable.tsx';
import { amountOf, type InvoiceRow, suppliersOf } from './values.ts';

const FIELDS = [
  'numeroFattura',
  'importo',
  'descrizione',
  'dataFattura',
  'dataScadenza',
  'dataPagamento',
  'nomeFile',
] as const satisfies readonly (keyof InvoiceRow)[];
type Field = (typeof FIELDS)[number];

/**
 * Payment experiences beside the report (issue 13 §1): the report holds no invoices, so each
 * field is new. An invoice block's data is its supplier with that one invoice: the supplier, then
 * number, amount (euro), description, dates (DD/MM/YYYY) and attachment name. Data with several
 * invoices (a whole contribution) names the invoice in each label.
 */
export function EsperienzePagamentoReview({ payload }: ModuleSummaryProps) {
  const { t } = useTranslation();
  const suppliers = suppliersOf(payload);
  const many = suppliers.reduce((n, s) => n + s.fatture.length, 0) > 1;
  const fieldLabel = (field: Field) => t(`esperienze.invoice.${field === 'nomeFile' ? 'attachment' : field}`);
  const day = (key: string | null) => (key ? formatDayKey(key) : '');
  const value = (invoice: InvoiceRow, field: Field): string => {
    switch (field) {
      case 'importo':
        return formatEuro(amountOf(invoice.importo));
      case 'dataFattura':
      case 'dataScadenza':
      case 'dataPagamento':
        return day(invoice[field]);
      default:
        return invoice[field];
    }
  };
  const rows: ChangeRow[] = suppliers.flatMap((s, si) => {
    const supplier = s.denominazione || s.idSoggetto;
    const supplierRow: ChangeRow = {
      key: `${si}-fornitore`,
      label: t('esperienze.review.supplier'),
      current: '',
      proposed: s.pivaCf ? `${supplier} (${s.pivaCf})` : supplier,
    };
    return [
      supplierRow,
      ...s.fatture.flatMap((invoice, ii) =>
        FIELDS.map((field) => ({
          key: `${si}-${ii}-${field}`,
          label: many
            ? t('esperienze.review.invoiceField', {
                invoice: t('esperienze.invoice.title', { number: ii + 1, supplier }),
                field: fieldLabel(field),
              })
            : fieldLabel(field),
          current: '',
          proposed: value(invoice, field),
        })),
      ),
    ];
  });
  return <ChangeTable rows={rows} />;
}
