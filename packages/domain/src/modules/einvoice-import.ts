import { z } from 'zod';
import { invoiceOriginSchema } from './esperienze-pagamento.ts';

/*
 * Import of received e-invoices into payment experiences (issue 16):
 * POST /api/v1/contribuzioni/esperienze-pagamento/importa-fatture, multipart, one or more files in
 * the field `fileFattura` (.xml, .xml.p7m — DER/BER or base64 — or the tax portal's .zip).
 */

/** Document types imported as payment experiences; credit notes and self-invoices are not. */
export const EINVOICE_ACCEPTED_TYPES = {
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
export const EINVOICE_CREDIT_NOTE_TYPES = ['TD04', 'TD08'] as const;

/** Limits of one import request. */
export const EINVOICE_IMPORT_LIMITS = {
  field: 'fileFattura',
  extensions: ['xml', 'p7m', 'zip'],
  maxFiles: 50,
  /** One uploaded file (a zip of a bulk download included). */
  maxFileBytes: 20 * 1024 * 1024,
  /** Documents (invoice bodies) read in one request. */
  maxDocuments: 1000,
  /** All the files of one request together, as uploaded (issue 24: one request must not hog the server). */
  maxRequestBytes: 25 * 1024 * 1024,
  /** The XML of one request's invoices together, once unzipped and unwrapped from .p7m. */
  maxXmlBytes: 50 * 1024 * 1024,
} as const;

/** An imported invoice as the draft takes it, without the payment date the company adds. */
export const importedInvoiceSchema = z.object({
  numeroFattura: z.string(),
  importo: z.number(),
  descrizione: z.string(),
  dataFattura: z.number().int(),
  dataScadenza: z.number().int(),
  nomeFile: z.string(),
  chiaveDocumento: z.string(),
  contentType: z.string(),
  origine: invoiceOriginSchema,
});

export const importedInvoiceItemSchema = z.object({
  /** Send `{ ...fattura, dataPagamento }` in the suppliers' `fatture` of scrivi. */
  fattura: importedInvoiceSchema,
  dettagli: z.object({
    tipoDocumento: z.string(),
    /** 'totale' ImportoTotaleDocumento, 'pagamenti' the payment lines, 'riepilogo' the VAT summary, 'righe' FSM10 lines. */
    fonteImporto: z.enum(['totale', 'pagamenti', 'riepilogo', 'righe']),
    /** 'scadenza' DataScadenzaPagamento, 'termini' reference date + days, 'data-fattura' none given. */
    fonteScadenza: z.enum(['scadenza', 'termini', 'data-fattura']),
    /** The evidence PDF: the e-invoice's own attachment, or rendered from the XML. */
    evidenza: z.enum(['allegato', 'generata']),
    sorgente: z.string(),
  }),
  /** The module's rules this invoice does not meet yet (amount, date window, already accepted). */
  avvisi: z.array(z.string()),
});

export const importedSupplierSchema = z.object({
  /** The supplier in the subject registry; null when it is not there (it cannot be added then). */
  idSoggetto: z.string().nullable(),
  denominazione: z.string(),
  idPaese: z.string().nullable(),
  partitaIva: z.string().nullable(),
  codiceFiscale: z.string().nullable(),
  /** Already in the company's supplier list; otherwise add it with add-fornitore first. */
  inElenco: z.boolean(),
  /** The contact to propose for add-fornitore (e-mail and phone from Contatti; names to complete). */
  referente: z.object({ nome: z.string(), cognome: z.string(), telefono: z.string(), email: z.string() }),
  fatture: z.array(importedInvoiceItemSchema),
});

export const importInvoicesResponseSchema = z.object({
  fornitori: z.array(importedSupplierSchema),
  /** One line per file read or skipped (zip entries as 'archivio.zip/percorso'). */
  esiti: z.array(
    z.object({
      sorgente: z.string(),
      esito: z.enum(['importato', 'scartato']),
      numeroFattura: z.string().nullable(),
      motivo: z.string().nullable(),
    }),
  ),
  totaleFatture: z.number().int(),
});
export type ImportInvoicesResponse = z.infer<typeof importInvoicesResponseSchema>;
