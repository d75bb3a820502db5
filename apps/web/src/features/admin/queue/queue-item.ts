import { IN_PROGRESS_STATES, ROUTES } from '@portal/domain';

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
