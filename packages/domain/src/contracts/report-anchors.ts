// Apart from reports.ts (zod schemas) so that the overview takes the anchors without zod (issue 27).
/** Section anchors of the report document that the overview cards link to. */
export const REPORT_ANCHORS = [
  'ExecutiveSummary',
  'CompanyInformation',
  'Management',
  'OperativeProfile',
  'PaymentExperiences',
  'NegativeEvents',
  'LastTwelveMonthRequests',
  'BalanceSheetAnalysis',
  'OverallAssessment',
  'Sustainability',
] as const;
export type ReportAnchor = (typeof REPORT_ANCHORS)[number];
