/**
 * Every user-facing validation message of the modules (spec part 2 §5 and §8), in one place so the
 * API and the web forms say the same thing. Entries marked "ours" are not worded in the spec.
 * Templates carry `{placeholders}`: fill them with `formatMessage`.
 */
export const MESSAGES = {
  required: 'Campo obbligatorio',
  requiredData: 'Dato obbligatorio',
  max80: 'Massimo 80 caratteri',
  max160: 'Massimo 160 caratteri',
  /** Ours, in the wording of max80/max160: limits the spec does not word. */
  maxChars: 'Massimo {max} caratteri',
  /** Ours: a value the UI cannot produce (code outside its list, wrong type). */
  invalidValue: 'Valore non valido',

  phone: 'Formato non valido: è consentito un massimo di 11 caratteri',
  email: 'Formato non valido: inserisci un indirizzo email corretto',
  cap: 'Formato non valido: inserisci un CAP valido',
  descriptionTooLong: 'Descrizione troppo lunga: è consentito un massimo di 280 caratteri',
  website: 'Formato non valido: inserisci un indirizzo Web valido',
  noAtecoFound: 'Nessun Ateco trovato',

  cfPivaLength: 'Numero caratteri consentiti 11 oppure 16',

  exportPercentZero: 'Il campo non può essere pari a 0%',
  emptyEntry: 'Il campo non può essere vuoto',
  /** Ours: the UI disables adding a fourth country, so only a hand-made request sees these. */
  maxCountries: 'Massimo 3 paesi',
  duplicateCountry: 'Paese già inserito',

  contactAtLeastOne: '*necessario almeno 1',
  invoiceAmountBelowMin: "L'importo della fattura è minore di 100 €",
  /** Ours: the spec says the message gives the earliest date, not its wording. */
  invoiceDateTooEarly: 'La data della fattura non può essere precedente al {date}',
  invoiceDateInFuture: 'La data della fattura non può essere futura',
  /** Ours: the warnings of an e-invoice import (issue 25 §4). */
  dueDateProposed: 'La fattura non indica la scadenza del pagamento: è stata proposta la data della fattura.',
  invoiceAlreadyAccepted: 'Fattura già presente e validata ({code}): non è necessario reinserirla.',
  invoiceNumberRepeated:
    'Il numero {numero} compare in più fatture dello stesso fornitore e dello stesso anno in questa importazione: verifica che non sia la stessa fattura importata due volte.',
  dueDateBeforeInvoiceDate: 'La data di scadenza non può essere precedente alla data della fattura',
  paymentDateBeforeInvoiceDate: 'La data di pagamento non può essere precedente alla data della fattura',
  paymentDateTooEarly: 'La data di pagamento non può essere precedente al {date}',
  /** Ours: a paid invoice cannot have been paid in the future. */
  paymentDateInFuture: 'La data di pagamento non può essere futura',
  attachmentUploadError: 'Errore caricamento: si prega di rimuovere il documento e provare a ricaricarlo.',
  attachmentDeleteError: 'Errore rimozione documento allegato',
  atLeastOneInvoice: 'Per procedere è necessario inserire almeno una fattura.',

  noteEmpty: 'Nessuna nota inserita.',

  uploaderErrorPrefix: 'Errore',
  uploaderFileTooLarge: 'Il file {name} eccede dalle dimensioni massime (max {maxMbSize}MB)',
  uploaderInvalidFormat: 'Il formato del file {name} non è valido (consentiti {allowedExtensions})',
  uploaderTooManyFiles: 'File {name} non aggiunto: è possibile selezionare al massimo {maxFiles} documenti',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Fills `{name}` placeholders; unknown placeholders stay as they are. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** The English wording of every MESSAGES entry, same placeholders (the en interface). */
export const MESSAGES_EN: Record<MessageKey, string> = {
  required: 'Required field',
  requiredData: 'Required data',
  max80: 'Maximum 80 characters',
  max160: 'Maximum 160 characters',
  maxChars: 'Maximum {max} characters',
  invalidValue: 'Invalid value',

  phone: 'Invalid format: a maximum of 11 characters is allowed',
  email: 'Invalid format: enter a valid email address',
  cap: 'Invalid format: enter a valid postcode (CAP)',
  descriptionTooLong: 'Description too long: a maximum of 280 characters is allowed',
  website: 'Invalid format: enter a valid web address',
  noAtecoFound: 'No Ateco code found',

  cfPivaLength: 'Allowed number of characters: 11 or 16',

  exportPercentZero: 'The field cannot be 0%',
  emptyEntry: 'The field cannot be empty',
  maxCountries: 'Maximum 3 countries',
  duplicateCountry: 'Country already entered',

  contactAtLeastOne: '*at least 1 required',
  invoiceAmountBelowMin: 'The invoice amount is less than €100',
  invoiceDateTooEarly: 'The invoice date cannot be earlier than {date}',
  invoiceDateInFuture: 'The invoice date cannot be in the future',
  dueDateProposed: 'The invoice states no payment due date: the invoice date was proposed.',
  invoiceAlreadyAccepted:
    'Invoice already present and validated ({code}): there is no need to enter it again.',
  invoiceNumberRepeated:
    'The number {numero} appears on more than one invoice of the same supplier and year in this import: check it is not the same invoice imported twice.',
  dueDateBeforeInvoiceDate: 'The due date cannot be earlier than the invoice date',
  paymentDateBeforeInvoiceDate: 'The payment date cannot be earlier than the invoice date',
  paymentDateTooEarly: 'The payment date cannot be earlier than {date}',
  paymentDateInFuture: 'The payment date cannot be in the future',
  attachmentUploadError: 'Upload error: please remove the document and try uploading it again.',
  attachmentDeleteError: 'Error removing the attached document',
  atLeastOneInvoice: 'To proceed you must enter at least one invoice.',

  noteEmpty: 'No note entered.',

  uploaderErrorPrefix: 'Error',
  uploaderFileTooLarge: 'The file {name} exceeds the maximum size (max {maxMbSize}MB)',
  uploaderInvalidFormat: 'The format of the file {name} is not valid (allowed: {allowedExtensions})',
  uploaderTooManyFiles: 'File {name} not added: you can select at most {maxFiles} documents',
};

/** Italian → English pairs of messages written outside MESSAGES (same placeholders). */
export type MessageTable = Readonly<Record<string, string>>;

export type MessageLocale = 'it' | 'en';

interface CompiledTemplate {
  pattern: RegExp;
  names: string[];
  english: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(table: MessageTable): CompiledTemplate[] {
  return Object.entries(table).map(([italian, english]) => {
    const names: string[] = [];
    const source = italian
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '([\\s\\S]+?)';
      })
      .join('');
    return { pattern: new RegExp(`^${source}$`), names, english };
  });
}

const compiledTables = new WeakMap<MessageTable, CompiledTemplate[]>();

function compiled(table: MessageTable): CompiledTemplate[] {
  let templates = compiledTables.get(table);
  if (!templates) {
    // fixed texts first, then templates with fewer placeholders: the most specific match wins
    templates = compile(table).sort((a, b) => a.names.length - b.names.length);
    compiledTables.set(table, templates);
  }
  return templates;
}

/** The domain's own messages as an Italian → English table. */
export const DOMAIN_MESSAGE_TABLE: MessageTable = {
  ...Object.fromEntries(
    (Object.keys(MESSAGES) as MessageKey[]).map((key) => [MESSAGES[key], MESSAGES_EN[key]]),
  ),
  // messages the domain's contracts write outside MESSAGES
  'È possibile inserire al massimo {max} fatture per contribuzione.':
    'You can enter at most {max} invoices per contribution.',
  'Sigla di provincia non valida: due lettere, es. MI.': 'Invalid province code: two letters, e.g. MI.',
  'Nessuna contribuzione selezionata': 'No contribution selected',
  'Il testo contiene caratteri non ammessi (ad esempio il carattere nullo o caratteri Unicode incompleti).':
    'The text contains characters that are not allowed (for example the null character or incomplete Unicode characters).',
  // uploadMessages (rules/uploads.ts) outside MESSAGES
  'Il file {name} è vuoto.': 'The file {name} is empty.',
  'Il nome del file non è valido: non può contenere percorsi o caratteri di controllo.':
    'The file name is not valid: it cannot contain paths or control characters.',
  'Manca il file {field}.': 'The file {field} is missing.',
  'Il nome del file {name} non corrisponde al suo contenuto (consentiti {allowed}).':
    'The name of the file {name} does not match its content (allowed: {allowed}).',
  'Il file {name} contiene script o azioni automatiche e non può essere accettato: salvalo di nuovo come PDF semplice.':
    'The file {name} contains scripts or automatic actions and cannot be accepted: save it again as a plain PDF.',
  "Spazio di archiviazione esaurito: l'azienda può conservare al massimo {max} MB di documenti. Rimuovi i documenti non più necessari e riprova.":
    'Storage space used up: the company can keep at most {max} MB of documents. Remove the documents no longer needed and try again.',
};

/**
 * The text of a message in the user's language. The domain (and API, web) write messages in
 * Italian; for 'en' an Italian message — a template of MESSAGES or of `extra`, its `{placeholders}`
 * filled — becomes its English wording with the same values (values that are messages themselves
 * are translated too). Text that matches no template passes unchanged, as does every text in 'it'.
 */
export function localizeMessage(text: string, locale: MessageLocale | string, extra?: MessageTable): string {
  if (locale !== 'en') return text;
  for (const table of extra ? [extra, DOMAIN_MESSAGE_TABLE] : [DOMAIN_MESSAGE_TABLE]) {
    for (const template of compiled(table)) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      const values: Record<string, string> = {};
      template.names.forEach((name, i) => {
        values[name] = localizeMessage(match[i + 1] ?? '', locale, extra);
      });
      return formatMessage(template.english, values);
    }
  }
  return text;
}
