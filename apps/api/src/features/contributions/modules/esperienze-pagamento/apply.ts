import type { PaymentExperiences, PaymentMetrics, ReportContent } from '@portal/domain';
import type { ModuleData } from '../../server-module.ts';

const DAY_MS = 86_400_000;
const daysBetween = (from: number, to: number) => Math.max(0, Math.round((to - from) / DAY_MS));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A level of the payment scale from the average delay in days (ours: the spec names no rule). */
export function paymentLevel(averageDelay: number): PaymentMetrics['tempiPagamento'] {
  if (averageDelay <= 0) return 'C3_1';
  if (averageDelay <= 15) return 'C3_2';
  if (averageDelay <= 30) return 'C3_3';
  if (averageDelay <= 60) return 'C3_4';
  return 'C3_5';
}

/**
 * Accepted invoices join the company's payment experiences: their count, closed amount, largest
 * transaction, average payment days, overdue count and average delay (both averages over all
 * experiences) are recomputed; what comes from the provider's other sources (sector figures,
 * trend, exposure, the monthly series, the level) is left as it is. Without metrics in the report
 * the accepted invoices are the only experiences.
 */
export function applyInvoices(report: ReportContent, data: ModuleData): ReportContent {
  const invoices = (data as PaymentExperiences).fornitori.flatMap((f) => f.fatture);
  if (invoices.length === 0) return report;
  const paymentDays = invoices.map((i) => daysBetween(i.dataFattura, i.dataPagamento));
  const delays = invoices.map((i) => daysBetween(i.dataScadenza, i.dataPagamento));
  const current = report.esperienzePagamento;
  const before = current?.numeroEsperienze ?? 0;
  const total = before + invoices.length;
  const average = (previous: number, added: number[]) => Math.round((previous * before + sum(added)) / total);
  const giorniMediPagamento = average(current?.giorniMediPagamento ?? 0, paymentDays);
  const ritardoMedio = average(current?.ritardoMedio ?? 0, delays);
  report.esperienzePagamento = {
    ...(current ?? {
      giorniMediAzienda: giorniMediPagamento,
      giorniMediSettore: 0,
      incidenzaEsposizione: 0,
      tempiPagamento: paymentLevel(ritardoMedio),
      trend: 0,
      confrontoSettore: 0,
      andamento: [],
    }),
    numeroEsperienze: total,
    ammontareFattureChiuse:
      (current?.ammontareFattureChiuse ?? 0) + Math.round(sum(invoices.map((i) => i.importo))),
    transazioneMassima: Math.max(current?.transazioneMassima ?? 0, ...invoices.map((i) => i.importo)),
    giorniMediPagamento,
    esperienzeScadute: (current?.esperienzeScadute ?? 0) + delays.filter((d) => d > 0).length,
    ritardoMedio,
  };
  return report;
}
