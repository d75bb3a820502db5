import { endSentence, formatDate, formatEuro } from '@portal/domain';
import { escapeHtml } from '../../../../../http/html.ts';

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f3f5;color:#212529}
main{max-width:560px;margin:6vh auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 12px}dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px}dt{color:#495057}dd{margin:0;font-weight:600}
fieldset{border:1px solid #dee2e6;border-radius:8px;margin:20px 0 0;padding:12px 16px}legend{font-weight:600}
label{display:block;margin:8px 0}input[type=text],input[type=date],textarea{width:100%;box-sizing:border-box;padding:8px;font-size:1rem;border:1px solid #adb5bd;border-radius:6px}
input:focus-visible,textarea:focus-visible,button:focus-visible{outline:3px solid #1c7ed6;outline-offset:2px}
button{margin-top:20px;padding:12px 20px;font-size:1rem;font-weight:600;color:#fff;background:#1864ab;border:0;border-radius:8px;cursor:pointer}
nav{text-align:right;font-size:.9rem;margin-bottom:8px}a{color:#1864ab}
.error{padding:12px;border-radius:8px;background:#fff5f5;color:#c92a2a;border:1px solid #ffc9c9}`;

export type PageLocale = 'it' | 'en';

/** The page's language: `?lang=` first (the mail's English link), else the browser's. */
export function pageLocale(lang: string | undefined, acceptLanguage: string | undefined): PageLocale {
  if (lang === 'en' || lang === 'it') return lang;
  return /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'it';
}

function page(locale: PageLocale, title: string, body: string, self?: string): string {
  const other = locale === 'it' ? 'en' : 'it';
  const nav = self
    ? `<nav><a href="${escapeHtml(self)}?lang=${other}" lang="${other}" hreflang="${other}">${other === 'en' ? 'English' : 'Italiano'}</a></nav>`
    : '';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${nav}<h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export const MESSAGE_PAGES = {
  it: {
    unknown: [
      'Collegamento non valido',
      'Il collegamento non è valido: controlla di averlo copiato per intero dall’e-mail.',
    ],
    answered: [
      'Risposta già registrata',
      'A questa richiesta è già stata data una risposta: il collegamento si può usare una volta sola.',
    ],
    expired: [
      'Collegamento scaduto',
      'Il collegamento è scaduto: l’azienda può inviarti una nuova richiesta.',
    ],
    done: ['Grazie', 'La tua risposta è stata registrata. Puoi chiudere questa pagina.'],
  },
  en: {
    unknown: ['Invalid link', 'The link is not valid: check that you copied it whole from the e-mail.'],
    answered: [
      'Answer already recorded',
      'This request has already been answered: the link can be used once.',
    ],
    expired: ['Link expired', 'The link has expired: the company can send you a new request.'],
    done: ['Thank you', 'Your answer has been recorded. You can close this page.'],
  },
} as const;

export const messagePage = (kind: keyof (typeof MESSAGE_PAGES)['it'], locale: PageLocale = 'it') =>
  page(locale, MESSAGE_PAGES[locale][kind][0], `<p>${escapeHtml(MESSAGE_PAGES[locale][kind][1])}</p>`);

const TEXTS = {
  it: {
    title: 'Conferma di un pagamento',
    intro: (c: string, s: string) => `${c} dichiara di aver pagato a ${s} questa fattura. Confermi?`,
    invoice: 'Fattura n.',
    invoiceDate: 'Data fattura',
    amount: 'Importo',
    paymentDate: 'Data di pagamento dichiarata',
    yours: 'La tua risposta',
    confirmed: 'Confermo il pagamento',
    notConfirmed: 'Non confermo',
    notSupplier: 'Non siamo fornitori di questa azienda',
    corrections: 'Se confermi con dati diversi (facoltativo)',
    actualDate: 'Data di pagamento effettiva',
    paidAmount: 'Importo pagato (€)',
    ifNot: 'Se non confermi',
    reason: 'Motivo',
    submit: 'Invia la risposta',
  },
  en: {
    title: 'Confirmation of a payment',
    intro: (c: string, s: string) =>
      `${c} states that it paid this invoice to ${endSentence(s)} Do you confirm?`,
    invoice: 'Invoice no.',
    invoiceDate: 'Invoice date',
    amount: 'Amount',
    paymentDate: 'Stated payment date',
    yours: 'Your answer',
    confirmed: 'I confirm the payment',
    notConfirmed: 'I do not confirm',
    notSupplier: 'We are not a supplier of this company',
    corrections: 'If you confirm with different data (optional)',
    actualDate: 'Actual payment date',
    paidAmount: 'Amount paid (€)',
    ifNot: 'If you do not confirm',
    reason: 'Reason',
    submit: 'Send the answer',
  },
} as const;

/** The form the supplier answers with; showing it changes nothing (mail scanners open links). */
export function answerPage(
  d: {
    token: string;
    companyName: string;
    supplierName: string;
    numeroFattura: string;
    dataFattura: number;
    importo: number;
    dataPagamento: number;
    error?: string;
  },
  locale: PageLocale = 'it',
): string {
  const t = TEXTS[locale];
  const self = `/conferma-pagamento/${d.token}`;
  const row = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  const error = d.error ? `<p class="error" role="alert">${escapeHtml(d.error)}</p>` : '';
  return page(
    locale,
    t.title,
    `<p>${escapeHtml(t.intro(d.companyName, d.supplierName))}</p>
<dl>${row(t.invoice, d.numeroFattura)}${row(t.invoiceDate, formatDate(d.dataFattura))}${row(t.amount, formatEuro(d.importo))}${row(t.paymentDate, formatDate(d.dataPagamento))}</dl>
${error}
<form method="post" action="${escapeHtml(self)}?lang=${locale}">
<fieldset><legend>${t.yours}</legend>
<label><input type="radio" name="answer" value="confirmed" required> ${t.confirmed}</label>
<label><input type="radio" name="answer" value="not_confirmed"> ${t.notConfirmed}</label>
<label><input type="radio" name="answer" value="not_supplier"> ${t.notSupplier}</label>
</fieldset>
<fieldset><legend>${t.corrections}</legend>
<label for="paymentDate">${t.actualDate}</label><input type="date" id="paymentDate" name="paymentDate">
<label for="amount">${t.paidAmount}</label><input type="text" id="amount" name="amount" inputmode="decimal">
</fieldset>
<fieldset><legend>${t.ifNot}</legend>
<label for="reason">${t.reason}</label><textarea id="reason" name="reason" rows="3" maxlength="500"></textarea>
</fieldset>
<button type="submit">${t.submit}</button>
</form>`,
    self,
  );
}
