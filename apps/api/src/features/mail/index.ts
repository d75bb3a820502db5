export { mailRoutes } from './routes.ts';
export { mailCompany } from './service.ts';
export { type Locale, type OutcomeMail, outcomeMail } from './templates.ts';
export { createMailer, type Mailer, type Message } from './transport.ts';
