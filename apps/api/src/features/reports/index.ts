export {
  type CertificateVerificationMark,
  certificatePdf,
  certificateSections,
  pdfBytes,
} from './report-pdf.ts';
export {
  type CertificateDelivery,
  type Delivery,
  findDelivery,
  findDeliveryByCodes,
  latestDelivery,
  type ReportDelivery,
} from './repository.ts';
export { reportRoutes } from './routes.ts';
export { deliverReport, InvalidReportError, REPORT_NOT_FOUND } from './service.ts';
