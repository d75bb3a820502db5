import { formatMessage, MESSAGES, type MessageKey } from './messages.ts';

/*
 * The English of the domain's messages (the en interface), apart from the Italian wording the
 * schemas build with: the web app downloads this only when its interface is in English.
 */

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
