import { formatDate } from '@portal/domain';

/** DD/MM/YYYY HH:mm in Italy (Europe/Rome), as every date the portal shows. */
export function formatDateTime(value: string): string {
  const d = new Date(value);
  const time = d.toLocaleTimeString('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });
  return `${formatDate(d)} ${time}`;
}
