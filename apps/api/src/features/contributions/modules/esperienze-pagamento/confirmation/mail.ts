import { formatDate } from '@portal/domain';
import { escapeHtml } from '../../../../../http/html.ts';

/** The e-mail to the supplier, in Italian with an English version below (the supplier has no settings). */
export function supplierMail(d: {
  companyName: string;
  numeroFattura: string;
  url: string;
  expiresAt: Date;
}) {
  const until = formatDate(d.expiresAt);
  const it = [
    `Gentile fornitore, ${d.companyName} ti chiede di confermare il pagamento della fattura n. ${d.numeroFattura} che ha dichiarato come esperienza di pagamento.`,
    `Apri il collegamento per vedere i dati e rispondere (valido fino al ${until}; aprirlo non conferma nulla):`,
  ];
  const en = [
    `Dear supplier, ${d.companyName} asks you to confirm the payment of invoice no. ${d.numeroFattura}, which it declared as a payment experience.`,
    `Open the link to see the data and answer (valid until ${until}; opening it confirms nothing):`,
  ];
  const enUrl = `${d.url}?lang=en`;
  const text = [...it, d.url, '', '---', '', ...en, enUrl].join('\n\n');
  const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');
  const link = (url: string) => `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#212529;max-width:600px">
${paragraphs(it)}${link(d.url)}<hr><div lang="en">${paragraphs(en)}${link(enUrl)}</div></body></html>`;
  return {
    subject: `Conferma di pagamento richiesta da ${d.companyName} – fattura ${d.numeroFattura}`,
    text,
    html,
  };
}
