export { sectionsPdf } from './report-pdf.ts';
export { type Block, reportSections, type Section } from './report-sections.ts';
export {
  type CertificateDelivery,
  type Delivery,
  findDelivery,
  findDeliveryByCodes,
  latestDelivery,
  type ReportDelivery,
} from './repository.ts';
export { type CertificatePdfSource, reportRoutes } from './routes.ts';
export { deliverReport, InvalidReportError, REPORT_NOT_FOUND } from './service.ts';
