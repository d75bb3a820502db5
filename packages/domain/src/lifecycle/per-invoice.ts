import { MODULES, type ModuleName } from '../modules/catalogue.ts';

/**
 * The modules analysts decide invoice by invoice (their definitions say `review: 'perInvoice'`):
 * each sent invoice is a review block of its own. Shared code finds them here, never by name.
 */
export const PER_INVOICE_MODULES: readonly ModuleName[] = MODULES.filter(
  (m) => m.review === 'perInvoice',
).map((m) => m.name);
