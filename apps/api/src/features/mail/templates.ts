import { endSentence } from '@portal/domain';
import { escapeHtml } from '../../http/html.ts';
import type { Message } from './transport.ts';

export type Locale = 'it' | 'en';

/** One message in plain text and HTML from the same paragraphs; the HTML escapes every value. */
function compose(
  subject: string,
  paragraphs: string[],
  link: { url: string; label: string },
  footer: string,
) {
  const text = [...paragraphs, `${link.label}: ${link.url}`, '', footer].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#212529;max-width:600px">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>
<p style="color:#495057;font-size:.875em">${escapeHtml(footer)}</p></body></html>`;
  return { subject, text, html };
}

const FOOTER: Record<Locale, string> = {
  it: 'Ricevi questo messaggio perché sei registrato al portale. Puoi disattivare questo tipo di e-mail dal menu utente.',
  en: 'You receive this message because you are registered on the portal. You can turn this kind of e-mail off in the user menu.',
};

export type OutcomeMail = {
  companyName: string;
  /** What was decided, already in the recipient's language (module, or module and invoice). */
  what: string;
  accepted: boolean;
  reason?: string | undefined;
  url: string;
};

export function outcomeMail(locale: Locale, d: OutcomeMail): Omit<Message, 'to'> {
  if (locale === 'en')
    return compose(
      d.accepted ? `Contribution accepted: ${d.what}` : `Contribution rejected: ${d.what}`,
      [
        `Hello, the analysts have reviewed the contribution "${d.what}" of ${endSentence(d.companyName)}`,
        d.accepted
          ? 'It was accepted: the new data are on your profile.'
          : `It was rejected. Reason: ${d.reason ?? ''}`,
      ],
      { url: d.url, label: 'See your contributions' },
      FOOTER.en,
    );
  return compose(
    d.accepted ? `Contribuzione accettata: ${d.what}` : `Contribuzione rifiutata: ${d.what}`,
    [
      `Gentile utente, gli analisti hanno esaminato la contribuzione "${d.what}" di ${endSentence(d.companyName)}`,
      d.accepted
        ? 'È stata accettata: i nuovi dati sono sul tuo profilo.'
        : `È stata rifiutata. Motivo: ${d.reason ?? ''}`,
    ],
    { url: d.url, label: 'Vedi le tue contribuzioni' },
    FOOTER.it,
  );
}

export type MonitoringMail = { companyName: string; description: string; url: string };

/** A new monitoring notification (segnalazione) about the company. */
export function monitoringMail(locale: Locale, d: MonitoringMail): Omit<Message, 'to'> {
  if (locale === 'en')
    return compose(
      `New monitoring notification: ${d.companyName}`,
      [`Hello, there is a new monitoring notification about ${endSentence(d.companyName)}`, d.description],
      { url: d.url, label: 'See the notifications' },
      FOOTER.en,
    );
  return compose(
    `Nuova segnalazione di monitoraggio: ${d.companyName}`,
    [
      `Gentile utente, c'è una nuova segnalazione di monitoraggio su ${endSentence(d.companyName)}`,
      d.description,
    ],
    { url: d.url, label: 'Vedi le segnalazioni' },
    FOOTER.it,
  );
}
