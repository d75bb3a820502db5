import { formatDate } from '@portal/domain';

/** DD/MM/YYYY HH:mm in the browser's time zone. */
export function formatDateTime(value: string): string {
  const d = new Date(value);
  const time = d.toLocaleTimeString('it-IT', { hour: '2-digit', minute: '2-digit' });
  return `${formatDate(d)} ${time}`;
}
