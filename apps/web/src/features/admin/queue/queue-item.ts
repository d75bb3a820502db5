import { formatDate, formatEuro, IN_PROGRESS_STATES, type ReviewQueueItem, ROUTES } from '@portal/domain';
import type { TFunction } from '#i18n';

const DAY_MS = 86_400_000;

/** Whole days since the block was sent. */
export const ageInDays = (sentAt: string, now: number) =>
  Math.max(0, Math.floor((now - new Date(sentAt).getTime()) / DAY_MS));

export const itemPath = (blockId: string) => ROUTES.adminQueueItem.replace(':blockId', blockId);

/** The open states an item of the queue can be in. */
export const QUEUE_STATES = IN_PROGRESS_STATES;

/**
 * Whole days left until the deadline (negative: overdue by that many days; 0: due today), or
 * null for an item without one.
 */
export function daysLeft(dueAt: string | null, now: number): number | null {
  if (!dueAt) return null;
  const left = new Date(dueAt).getTime() - now;
  return left >= 0 ? Math.floor(left / DAY_MS) : -Math.ceil(-left / DAY_MS);
}

/**
 * What the block is about besides its module: the invoice of an invoice block, the contested event
 * of a contest (so that two of one company read apart); '' for the others.
 */
export function itemSubject(item: ReviewQueueItem, t: TFunction): string {
  if (item.invoice)
    return t('admin.queue.invoiceOf', {
      numero: item.invoice.numeroFattura,
      fornitore: item.invoice.supplierName,
    });
  if (!item.event) return '';
  const { tipo, data, importo } = item.event;
  const day = t('admin.queue.eventOf', { tipo, data: formatDate(data) });
  return importo === null ? day : `${day} · ${formatEuro(importo)}`;
}
