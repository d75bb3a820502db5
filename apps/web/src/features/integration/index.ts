/** What other features use of the data-integration feature. */
export { contributionsQuery } from './api.ts';
export { InvoiceOutcomes } from './list/InvoiceOutcomes.tsx';
export {
  type InvoiceOutcome,
  invoiceStatesQuery,
  invoicesOf,
  withOutcomes,
} from './list/invoice-outcomes.ts';
