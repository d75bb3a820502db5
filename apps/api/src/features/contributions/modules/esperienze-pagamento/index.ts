import type { ServerModule } from '../../server-module.ts';
import { applyInvoices } from './apply.ts';
import { confirmationPages } from './confirmation/routes.ts';
import { listConfirmations } from './confirmation/service.ts';
import {
  checkPaymentDraft,
  checkPaymentSave,
  invoiceKeys,
  paymentBodyShape,
  splitInvoicesIntoBlocks,
} from './data.ts';
import { paymentExperienceRoutes } from './routes.ts';

export const esperienzaPagamento: ServerModule = {
  bodySchema: paymentBodyShape,
  checkDraft: checkPaymentDraft,
  checkSave: (tx, record) => checkPaymentSave(tx, record.subjectId, record),
  beforeSend: splitInvoicesIntoBlocks,
  routes: paymentExperienceRoutes,
  publicRoutes: confirmationPages,
  supplierConfirmations: listConfirmations,
  fileKeys: invoiceKeys,
  applyToReport: applyInvoices,
};
