import {
  formatMessage,
  localizeMessage,
  type MessageLocale,
  type MessageTable,
  MODULES,
  REJECTION_REASONS,
} from '@portal/domain';

/**
 * The texts of the notifications the portal makes itself (contribution outcomes, share-link
 * views). They are stored in Italian, as the provider's are; the bell reads them in the user's
 * language through NOTICES_EN (the values — module names, standard reasons — translated too; the
 * analyst's own words and a link's label stay as written).
 */
export const NOTICE_TEXTS = {
  accepted: 'Contribuzione "{what}" accettata: i nuovi dati sono sul tuo profilo.',
  rejected: 'Contribuzione "{what}" rifiutata. Motivo: {reason}',
  invoice: '{module}, fattura {numero}',
  shareView: 'Attestato visualizzato tramite il link di condivisione',
  shareViewLabelled: 'Attestato visualizzato tramite il link di condivisione "{label}"',
} as const;

export const noticeText = (key: keyof typeof NOTICE_TEXTS, values: Record<string, string> = {}) =>
  formatMessage(NOTICE_TEXTS[key], values);

export const NOTICES_EN: MessageTable = {
  [NOTICE_TEXTS.accepted]: 'Contribution "{what}" accepted: the new data are on your profile.',
  [NOTICE_TEXTS.rejected]: 'Contribution "{what}" rejected. Reason: {reason}',
  [NOTICE_TEXTS.invoice]: '{module}, invoice {numero}',
  [NOTICE_TEXTS.shareView]: 'Certificate viewed through the share link',
  [NOTICE_TEXTS.shareViewLabelled]: 'Certificate viewed through the share link "{label}"',
  ...Object.fromEntries(MODULES.map((m) => [m.label.it, m.label.en])),
  ...Object.fromEntries(
    Object.values(REJECTION_REASONS).flatMap((reasons) => reasons.map((r) => [r.it, r.en])),
  ),
};

/** A stored notification text in the user's language (a provider's text passes unchanged). */
export const localizedNotice = (text: string, locale: MessageLocale) =>
  localizeMessage(text, locale, NOTICES_EN);
