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
