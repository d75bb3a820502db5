export { type Delivery, findDelivery, latestDelivery, type ReportDelivery } from './repository.ts';
export { reportRoutes } from './routes.ts';
export { deliverReport, InvalidReportError, REPORT_NOT_FOUND } from './service.ts';
