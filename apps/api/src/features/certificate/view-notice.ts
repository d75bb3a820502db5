import { ROUTES } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../http/html.ts';
import { type Locale, mailCompany } from '../mail/index.ts';
import { noticeText, notify } from '../notifications/index.ts';

type Notice = { subjectId: string; label: string | null; origin: string };

function viewMail(locale: Locale, n: Notice) {
  const url = `${n.origin}${ROUTES.certificate}`;
  const en = locale === 'en';
  const name = n.label ? `"${n.label}"` : en ? 'without a name' : 'senza nome';
  const subject = en ? 'Your certificate was viewed' : 'Il tuo attestato è stato visualizzato';
  const body = en
    ? `Your credibility certificate was opened through the share link ${name}.`
    : `Il tuo attestato di credibilità è stato aperto tramite il link di condivisione ${name}.`;
  const linkLabel = en ? 'See the views' : 'Vedi le visualizzazioni';
  const footer = en
    ? 'You receive this message because you asked to be told of views of this link. You can turn this kind of e-mail off in the user menu.'
    : 'Ricevi questo messaggio perché hai chiesto di essere avvisato delle visualizzazioni di questo link. Puoi disattivare questo tipo di e-mail dal menu utente.';
  return {
    subject,
    text: [body, `${linkLabel}: ${url}`, '', footer].join('\n\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#212529;max-width:600px">
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(linkLabel)}</a></p>
<p style="color:#495057;font-size:.875em">${escapeHtml(footer)}</p></body></html>`,
  };
}

/**
 * A view of a link whose company asked to be told: a notification in the bell and an e-mail to the
 * company's users who receive the `shareView` kind. After the view is committed; a failure is
 * logged and does not undo the view.
 */
export async function noticeView(app: FastifyInstance, n: Notice) {
  try {
    await notify(app.db, {
      subjectId: n.subjectId,
      descrizioneEvento: n.label
        ? noticeText('shareViewLabelled', { label: n.label })
        : noticeText('shareView'),
      tipoSeveritaEvento: 'N',
    });
    await mailCompany(app.db, app.mailer, n.subjectId, 'shareView', (locale) => viewMail(locale, n));
  } catch (e) {
    app.log.error({ err: e, subjectId: n.subjectId }, 'share-view notice not sent');
  }
}
