import type { SendResponse } from '@portal/domain';
import type { TFunction } from '#i18n';

export type FailedInvoice = SendResponse['fattureInErrore'][number];

/** The code of an invoice already in the database and validated by the analysts. */
export const ALREADY_VALIDATED = 'W002';

/**
 * Why an invoice was discarded (spec part 1 §8): W002 says it is already in the database and
 * validated, do not insert it again; any other code 'ha generato errore in piattaforma (code)'.
 */
export function failedInvoiceReason(invoice: FailedInvoice, t: TFunction): string {
  return invoice.codiceErrore === ALREADY_VALIDATED
    ? t('integration.send.alreadyValidated')
    : t('integration.send.platformError', { code: invoice.codiceErrore });
}

/**
 * One line of the discarded invoices: number, supplier and the error code once. The W002 reason
 * does not name the code, so the line does; any other reason carries it already ('… (E105)').
 */
export function failedInvoiceLine(invoice: FailedInvoice, t: TFunction): string {
  const values = {
    number: invoice.numeroFattura,
    supplier: invoice.denominazioneFornitore,
    code: invoice.codiceErrore,
    reason: failedInvoiceReason(invoice, t),
  };
  return invoice.codiceErrore === ALREADY_VALIDATED
    ? t('integration.send.failedLine', values)
    : t('integration.send.failedLineCoded', values);
}
