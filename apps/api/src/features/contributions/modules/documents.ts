import type { ReportContent } from '@portal/domain';

/** An accepted file contribution is listed among the report's supplementary documents. */
export function appendDocument(
  report: ReportContent,
  document: { tipo: string; nome: string },
  today: Date,
): ReportContent {
  report.documentiIntegrativi = [
    ...(report.documentiIntegrativi ?? []),
    { ...document, data: today.toISOString() },
  ];
  return report;
}
