import { EINVOICE_ACCEPTED_TYPES, EINVOICE_CREDIT_NOTE_TYPES } from '@portal/domain';

export const ACCEPTED_DOCUMENT_TYPES = EINVOICE_ACCEPTED_TYPES;
export const CREDIT_NOTE_TYPES = EINVOICE_CREDIT_NOTE_TYPES;

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
  /** The goods and services lines (FSM10: the lines' amounts), for the rendered evidence. */
  righe: { descrizione: string; quantita: string; importo: string }[];
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
