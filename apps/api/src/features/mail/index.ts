export { mailRoutes } from './routes.ts';
export { mailCompany, sendMonitoringMail } from './service.ts';
export {
  type Locale,
  type MonitoringMail,
  monitoringMail,
  type OutcomeMail,
  outcomeMail,
} from './templates.ts';
export { createMailer, type Mailer, type Message } from './transport.ts';
