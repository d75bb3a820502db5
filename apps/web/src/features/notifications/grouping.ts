import { formatInstant, formatTime, type Notification } from '@portal/domain';

export interface NotificationGroup {
  /** DD/MM/YYYY */
  date: string;
  items: Notification[];
}

const timestamp = (n: Notification) => {
  const time = Date.parse(n.data);
  return Number.isNaN(time) ? 0 : time;
};

/** HH:mm in Italy of an ISO date-time; '' for a date-only value. */
export const timeOf = (data: string): string => (data.includes('T') ? formatTime(data) : '');

/**
 * Spec part 1 §2.5: grouped by date (DD/MM/YYYY, the day in Italy of the API's ISO instant), newest
 * first (groups and items).
 */
export function groupByDate(notifications: readonly Notification[]): NotificationGroup[] {
  const sorted = [...notifications].sort((a, b) => timestamp(b) - timestamp(a));
  const groups: NotificationGroup[] = [];
  for (const n of sorted) {
    const date = formatInstant(n.data);
    const last = groups[groups.length - 1];
    if (last && last.date === date) last.items.push(n);
    else groups.push({ date, items: [n] });
  }
  return groups;
}
