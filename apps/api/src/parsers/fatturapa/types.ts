/** Document types that are payment experiences: invoices, advances, fees, debit notes. */
export const ACCEPTED_DOCUMENT_TYPES = {
  TD01: 'Fattura',
  TD02: 'Acconto/anticipo su fattura',
  TD03: 'Acconto/anticipo su parcella',
  TD05: 'Nota di debito',
  TD06: 'Parcella',
  TD07: 'Fattura semplificata',
  TD09: 'Nota di debito semplificata',
  TD24: 'Fattura differita (art. 21, c. 4, lett. a)',
  TD25: 'Fattura differita (art. 21, c. 4, terzo periodo, lett. b)',
} as const;
export const CREDIT_NOTE_TYPES = ['TD04', 'TD08'] as const;

export type Party = {
  idPaese: string | null;
  /** VAT code without the country, as written (leading zeros kept). */
  partitaIva: string | null;
  codiceFiscale: string | null;
  denominazione: string;
  nome: string;
  cognome: string;
  email: string;
  telefono: string;
};

export type AmountSource = 'totale' | 'pagamenti' | 'riepilogo' | 'righe';
export type DueDateSource = 'scadenza' | 'termini' | 'data-fattura';

export type EinvoiceDocument = {
  tipoDocumento: string;
  numero: string;
  /** YYYY-MM-DD */
  data: string;
  divisa: string;
  /** Euro, 2 decimals. */
  importo: number;
  fonteImporto: AmountSource;
  dataScadenza: string;
  fonteScadenza: DueDateSource;
  descrizione: string;
  /** The first embedded PDF attachment, if any. */
  allegatoPdf: { nome: string; bytes: Buffer } | null;
  /** Why the document is not a payment experience; null when it is one. */
  esclusione: string | null;
};

export type Einvoice = {
  formato: 'FPA12' | 'FPR12' | 'FSM10';
  fornitore: Party;
  committente: Party;
  documenti: EinvoiceDocument[];
};
