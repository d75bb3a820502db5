import {
  CONFIRMATION_MESSAGES,
  JSON_TOO_DEEP_MESSAGE,
  MAX_JSON_DEPTH,
  type MessageTable,
  MODULES,
  SHARE_LINK_MAX_VIEWS,
  SHARE_MESSAGES,
} from '@portal/domain';

/**
 * The English wording of the server's own messages (Italian → English, `{placeholders}` for the
 * values the server fills in). The domain's messages (MESSAGES) are translated by localizeMessage
 * itself; a message in neither table is answered as it is (Italian). The features' own constants
 * are written out (not imported: the error handler must not import the features);
 * test/messages-en.test.ts checks they are all here.
 */
export const SERVER_MESSAGES_EN: MessageTable = {
  // a second contribution in progress about the same thing (a module's own wording)
  ...Object.fromEntries(
    MODULES.flatMap((m) => {
      const message = 'instanceInProgress' in m ? m.instanceInProgress : undefined;
      return message ? [[message.it, message.en]] : [];
    }),
  ),
  // shapes of the error handler
  'Dati non validi: {path} — {message}': 'Invalid data: {path} — {message}',
  'Dati non validi': 'Invalid data',
  'Valore non valido': 'Invalid value',
  // zod's invalid_type, which its English locale cannot render again without the input
  'Input non valido: atteso {expected}, ricevuto {received}':
    'Invalid input: expected {expected}, received {received}',
  'Operazione non consentita.': 'Operation not allowed.',
  'Risorsa non trovata.': 'Resource not found.',
  'Richiesta non valida.': 'Invalid request.',
  'Errore interno del server.': 'Internal server error.',
  'Servizio momentaneamente non disponibile: riprova tra qualche istante.':
    'Service temporarily unavailable: try again in a moment.',
  'Tipo di contenuto non supportato.': 'Unsupported content type.',
  'Il corpo della richiesta è troppo grande.': 'The request body is too large.',
  'Il corpo della richiesta JSON è vuoto.': 'The JSON request body is empty.',
  'Il corpo della richiesta non è un JSON valido.': 'The request body is not valid JSON.',
  'Lunghezza del contenuto non valida.': 'Invalid content length.',
  'Indirizzo della richiesta non valido.': 'Invalid request address.',
  'Indirizzo della richiesta troppo lungo.': 'Request address too long.',
  [JSON_TOO_DEEP_MESSAGE]: `The JSON request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
  'Troppe richieste: riprova tra {seconds} secondi.': 'Too many requests: try again in {seconds} seconds.',
  // access
  'Sessione assente o scaduta: accedi di nuovo.': 'Session missing or expired: sign in again.',
  'Utente non abilitato ad accedere alla piattaforma.': 'User not enabled to access the platform.',
  'Funzione riservata agli amministratori.': 'Function reserved for administrators.',
  "Nessuna azienda associata all'utente: seleziona un soggetto.":
    'No company associated with the user: select a subject.',
  'Seleziona prima un soggetto.': 'Select a subject first.',
  'Non è possibile agire per conto di un amministratore.': 'You cannot act on behalf of an administrator.',
  'Utente non trovato.': 'User not found.',
  'Nota non trovata.': 'Note not found.',
  'Notifica non trovata.': 'Notification not found.',
  'Provincia {code} non trovata.': 'Province {code} not found.',
  'Inserisci almeno {min} caratteri alfanumerici.': 'Enter at least {min} alphanumeric characters.',
  // contributions
  'Contribuzione non trovata.': 'Contribution not found.',
  'Il bilancio XBRL è di {other}, non di {own}: carica un bilancio della tua impresa.':
    'The XBRL statement is of {other}, not of {own}: upload a statement of your company.',
  'un’impresa con codice {code}': 'a company with code {code}',
  "Il bilancio XBRL si riferisce all'esercizio {year}, non all'anno scelto ({chosen}).":
    'The XBRL statement refers to the financial year {year}, not to the chosen year ({chosen}).',
  'Documento non trovato.': 'Document not found.',
  'Gli utenti dimostrativi non possono inviare contribuzioni.': 'Demo users cannot send contributions.',
  'Il modulo è in lavorazione: potrai modificarlo quando la valutazione sarà conclusa.':
    'The module is being processed: you can edit it when the assessment is over.',
  'I dati sono stati modificati nel frattempo (ad esempio in un’altra finestra): ricarica il modulo.':
    'The data were changed in the meantime (for example in another window): reload the module.',
  'Non ci sono dati da salvare: compila prima il modulo.':
    'There is no data to save: fill in the module first.',
  // a contest naming an event its company's report does not have
  "L'evento contestato non è nel report dell'azienda.": "The contested event is not in the company's report.",
  'Il modulo {module} non è salvato: salvalo prima di inviarlo.':
    'The module {module} is not saved: save it before sending it.',
  'Passaggio di stato non consentito: da {from} a {to}.': 'State change not allowed: from {from} to {to}.',
  'Manca l’intestazione If-Match: indica la versione dei dati da cui parti (0 se non c’è ancora una bozza).':
    'The If-Match header is missing: give the version of the data you started from (0 if there is no draft yet).',
  'Intestazione If-Match non valida: indica la versione dei dati, ad esempio 3.':
    'Invalid If-Match header: give the version of the data, for example 3.',
  'Il motivo del rifiuto è obbligatorio.': 'The reason for the rejection is required.',
  'Questo modulo si accetta fattura per fattura.': 'This module is accepted invoice by invoice.',
  'La contribuzione non può essere applicata al report: la decisione non è stata registrata. Il problema è stato segnalato.':
    'The contribution cannot be applied to the report: the decision was not recorded. The problem has been reported.',
  'Hai scritto, salvato o inviato questa contribuzione per conto dell’azienda: deve deciderla un altro analista.':
    'You wrote, saved or sent this contribution on behalf of the company: another analyst must decide it.',
  'Il documento è nella bozza scritta: resta finché una nuova bozza non lo contiene più.':
    'The document is in the written draft: it stays until a new draft no longer contains it.',
  'Il documento appartiene a dati già salvati e non può essere rimosso.':
    'The document belongs to data already saved and cannot be removed.',
  'Manca il file fileAllegato.': 'The file fileAllegato is missing.',
  'Non puoi indicare la tua azienda come fornitore.': 'You cannot give your own company as a supplier.',
  'Soggetto non trovato.': 'Subject not found.',
  'Il fornitore è già presente nell’elenco.': 'The supplier is already in the list.',
  'Fornitore non presente nell’elenco.': 'Supplier not in the list.',
  'Invio dell’e-mail al fornitore non riuscito: riprova tra qualche istante.':
    'Sending the e-mail to the supplier failed: try again in a moment.',
  [CONFIRMATION_MESSAGES.emailNeeded]: 'Give the supplier’s e-mail address.',
  [CONFIRMATION_MESSAGES.ownDomain]:
    'The address belongs to your company’s domain: give an address of the supplier.',
  [CONFIRMATION_MESSAGES.pending]: 'A confirmation request is already in progress for this invoice.',
  [CONFIRMATION_MESSAGES.notFound]: 'Invoice not found.',
  [CONFIRMATION_MESSAGES.reasonNeeded]: 'Give the reason.',
  [CONFIRMATION_MESSAGES.amount]: 'Invalid amount.',
  [CONFIRMATION_MESSAGES.date]: 'Invalid date.',
  // certificate
  "Nessun report disponibile: l'attestato non può essere generato.":
    'No report available: the certificate cannot be generated.',
  [SHARE_MESSAGES.maxViews]: `Give a number of views between 1 and ${SHARE_LINK_MAX_VIEWS}.`,
  [SHARE_MESSAGES.days]: 'Choose a valid duration.',
  [SHARE_MESSAGES.noCertificate]: 'No certificate issued: generate a certificate first.',
  [SHARE_MESSAGES.certificateNotValid]: 'The certificate is not valid: generate a new one before sharing it.',
  [SHARE_MESSAGES.linkNotFound]: 'Sharing link not found.',
  [SHARE_MESSAGES.linkGone]: 'This link is no longer available.',
  [SHARE_MESSAGES.certificateNotFound]: 'Certificate not found.',
  [SHARE_MESSAGES.alreadyRevoked]: 'The certificate has already been revoked.',
  [SHARE_MESSAGES.viewExpired]: 'Open the link again to download the document.',
  [SHARE_MESSAGES.certificateEnded]:
    'The certificate has been revoked or superseded: the document is no longer available.',
  // files
  'La richiesta deve essere multipart/form-data.': 'The request must be multipart/form-data.',
  'Il campo {field} è ripetuto.': 'The field {field} is repeated.',
  'Il file {field} non è previsto da questa richiesta.': 'The file {field} is not expected by this request.',
  'Il file eccede le dimensioni massime.': 'The file exceeds the maximum size.',
  'Un file eccede le dimensioni massime (max {max}MB).': 'A file exceeds the maximum size (max {max}MB).',
  'È possibile importare al massimo {max} file per volta.': 'You can import at most {max} files at a time.',
  // issue 24: limits of an import request, the parsers' budget, the origin of an imported invoice
  'I file di una richiesta possono pesare al massimo {max} MB in tutto: importali in più volte.':
    'The files of one request may weigh at most {max} MB in all: import them in several requests.',
  'Le fatture di una richiesta possono occupare al massimo {max} MB di XML: importale in più volte.':
    'The invoices of one request may hold at most {max} MB of XML: import them in several requests.',
  'I file sono troppo grandi o complessi per essere letti: importane meno per volta.':
    'The files are too large or complex to be read: import fewer at a time.',
  'Il servizio sta leggendo altri file: riprova tra qualche istante.':
    'The service is reading other files: try again in a moment.',
  'La fattura elettronica {file} non contiene la fattura numero {numero}: importala di nuovo.':
    'The e-invoice {file} does not contain invoice number {numero}: import it again.',
  'Sono stati inviati troppi file.': 'Too many files were sent.',
  'La richiesta contiene troppi campi.': 'The request contains too many fields.',
  'Il corpo multipart della richiesta non è valido.': 'The multipart body of the request is not valid.',
};
