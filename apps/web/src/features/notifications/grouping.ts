import { formatDate, type Notification } from '@portal/domain';

export interface NotificationGroup {
  /** DD/MM/YYYY */
  date: string;
  items: Notification[];
}

const timestamp = (n: Notification) => {
  const time = Date.parse(n.data);
  return Number.isNaN(time) ? 0 : time;
};

/** Local calendar day of an ISO date-time (a date-only value is taken as it is). */
export function dayOf(data: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(data)) return formatDate(data);
  const time = Date.parse(data);
  return Number.isNaN(time) ? formatDate(data) : formatDate(new Date(time));
}

/** HH:MM local time of an ISO date-time; '' for a date-only value. */
export function timeOf(data: string): string {
  if (!data.includes('T')) return '';
  const time = Date.parse(data);
  if (Number.isNaN(time)) return '';
  const d = new Date(time);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** Spec part 1 §2.5: grouped by date (DD/MM/YYYY), newest first (groups and items). */
export function groupByDate(notifications: readonly Notification[]): NotificationGroup[] {
  const sorted = [...notifications].sort((a, b) => timestamp(b) - timestamp(a));
  const groups: NotificationGroup[] = [];
  for (const n of sorted) {
    const date = dayOf(n.data);
    const last = groups[groups.length - 1];
    if (last && last.date === date) last.items.push(n);
    else groups.push({ date, items: [n] });
  }
  return groups;
}
