import { formatDate, formatEuro } from '@portal/domain';
import { escapeHtml } from '../../../../../http/html.ts';

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f3f5;color:#212529}
main{max-width:560px;margin:6vh auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 12px}dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px}dt{color:#495057}dd{margin:0;font-weight:600}
fieldset{border:1px solid #dee2e6;border-radius:8px;margin:20px 0 0;padding:12px 16px}legend{font-weight:600}
label{display:block;margin:8px 0}input[type=text],input[type=date],textarea{width:100%;box-sizing:border-box;padding:8px;font-size:1rem;border:1px solid #adb5bd;border-radius:6px}
input:focus-visible,textarea:focus-visible,button:focus-visible{outline:3px solid #1c7ed6;outline-offset:2px}
button{margin-top:20px;padding:12px 20px;font-size:1rem;font-weight:600;color:#fff;background:#1864ab;border:0;border-radius:8px;cursor:pointer}
.error{padding:12px;border-radius:8px;background:#fff5f5;color:#c92a2a;border:1px solid #ffc9c9}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export const MESSAGE_PAGES = {
  unknown: [
    'Collegamento non valido',
    'Il collegamento non è valido: controlla di averlo copiato per intero dall’e-mail.',
  ],
  answered: [
    'Risposta già registrata',
    'A questa richiesta è già stata data una risposta: il collegamento si può usare una volta sola.',
  ],
  expired: ['Collegamento scaduto', 'Il collegamento è scaduto: l’azienda può inviarti una nuova richiesta.'],
  done: ['Grazie', 'La tua risposta è stata registrata. Puoi chiudere questa pagina.'],
} as const;

export const messagePage = (kind: keyof typeof MESSAGE_PAGES) =>
  page(MESSAGE_PAGES[kind][0], `<p>${escapeHtml(MESSAGE_PAGES[kind][1])}</p>`);

/** The form the supplier answers with; showing it changes nothing (mail scanners open links). */
export function answerPage(d: {
  token: string;
  companyName: string;
  supplierName: string;
  numeroFattura: string;
  dataFattura: number;
  importo: number;
  dataPagamento: number;
  error?: string;
}): string {
  const row = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  const error = d.error ? `<p class="error" role="alert">${escapeHtml(d.error)}</p>` : '';
  return page(
    'Conferma di un pagamento',
    `<p>${escapeHtml(d.companyName)} dichiara di aver pagato a ${escapeHtml(d.supplierName)} questa fattura. Confermi?</p>
<dl>${row('Fattura n.', d.numeroFattura)}${row('Data fattura', formatDate(d.dataFattura))}${row('Importo', formatEuro(d.importo))}${row('Data di pagamento dichiarata', formatDate(d.dataPagamento))}</dl>
${error}
<form method="post" action="/conferma-pagamento/${escapeHtml(d.token)}">
<fieldset><legend>La tua risposta</legend>
<label><input type="radio" name="answer" value="confirmed" required> Confermo il pagamento</label>
<label><input type="radio" name="answer" value="not_confirmed"> Non confermo</label>
<label><input type="radio" name="answer" value="not_supplier"> Non siamo fornitori di questa azienda</label>
</fieldset>
<fieldset><legend>Se confermi con dati diversi (facoltativo)</legend>
<label for="paymentDate">Data di pagamento effettiva</label><input type="date" id="paymentDate" name="paymentDate">
<label for="amount">Importo pagato (€)</label><input type="text" id="amount" name="amount" inputmode="decimal">
</fieldset>
<fieldset><legend>Se non confermi</legend>
<label for="reason">Motivo</label><textarea id="reason" name="reason" rows="3" maxlength="500"></textarea>
</fieldset>
<button type="submit">Invia la risposta</button>
</form>`,
  );
}
