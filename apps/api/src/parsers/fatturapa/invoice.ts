import { ParseError } from '../errors.ts';
import { child, decodeXml, list, parseXml, text, type XmlNode } from '../xml.ts';
import { addDays, cents, euro, isoDate } from './amounts.ts';
import { dropLargeAttachments } from './attachments.ts';
import {
  ACCEPTED_DOCUMENT_TYPES,
  type AmountSource,
  CREDIT_NOTE_TYPES,
  type DueDateSource,
  type Einvoice,
  type EinvoiceDocument,
  type Party,
} from './types.ts';

export const MAX_XML_BYTES = 5 * 1024 * 1024;
/** The module's own limit for an invoice attachment: a larger embedded PDF is replaced by a rendered one. */
export const MAX_EMBEDDED_PDF_BYTES = 1024 * 1024;

const str = (node: unknown, ...path: string[]): string => {
  let current: unknown = node;
  for (const name of path.slice(0, -1)) current = child(current, name);
  const last = path[path.length - 1]!;
  const value = current && typeof current === 'object' ? (current as XmlNode)[last] : undefined;
  return text(Array.isArray(value) ? value[0] : value);
};

function party(node: XmlNode | undefined, simplified: boolean): Party {
  // FPA/FPR: codes and names under DatiAnagrafici; FSM10: directly under the party (buyer: IdentificativiFiscali).
  const ids = simplified ? (child(node, 'IdentificativiFiscali') ?? node) : child(node, 'DatiAnagrafici');
  const names = simplified ? (child(node, 'AltriDatiIdentificativi') ?? node) : child(ids, 'Anagrafica');
  const contacts = child(node, 'Contatti');
  const nome = str(names, 'Nome');
  const cognome = str(names, 'Cognome');
  return {
    idPaese: str(ids, 'IdFiscaleIVA', 'IdPaese').toUpperCase() || null,
    partitaIva: str(ids, 'IdFiscaleIVA', 'IdCodice').toUpperCase() || null,
    codiceFiscale: str(ids, 'CodiceFiscale').toUpperCase() || null,
    denominazione: str(names, 'Denominazione') || `${nome} ${cognome}`.trim(),
    nome,
    cognome,
    email: str(contacts, 'Email'),
    telefono: str(contacts, 'Telefono'),
  };
}

function exclusion(type: string): string | null {
  if (type in ACCEPTED_DOCUMENT_TYPES) return null;
  if ((CREDIT_NOTE_TYPES as readonly string[]).includes(type))
    return `Il documento è una nota di credito (${type}): non è un'esperienza di pagamento.`;
  if (/^TD(1[6-9]|2[0-3]|2[6-9])$/.test(type))
    return `Il documento è un'autofattura o un'integrazione (${type}): non è un'esperienza di pagamento.`;
  return `Tipo di documento ${type || 'mancante'} non ammesso: si accettano ${Object.keys(ACCEPTED_DOCUMENT_TYPES).join(', ')}.`;
}

function pdfAttachment(body: XmlNode): EinvoiceDocument['allegatoPdf'] {
  for (const a of list(body.Allegati)) {
    const nome = str(a, 'NomeAttachment');
    const isPdf = str(a, 'FormatoAttachment').toUpperCase() === 'PDF' || /\.pdf$/i.test(nome);
    if (!isPdf || str(a, 'AlgoritmoCompressione')) continue;
    const bytes = Buffer.from(str(a, 'Attachment').replace(/\s+/g, ''), 'base64');
    if (bytes.length <= MAX_EMBEDDED_PDF_BYTES && bytes.subarray(0, 5).toString('latin1') === '%PDF-')
      return { nome: nome.replace(/[^\w.-]+/g, '_') || 'allegato.pdf', bytes };
  }
  return null;
}

function linesOf(body: XmlNode, simplified: boolean): EinvoiceDocument['righe'] {
  const lines = simplified
    ? list(body.DatiBeniServizi)
    : list(child(body, 'DatiBeniServizi')?.DettaglioLinee);
  return lines.map((l) => ({
    descrizione: str(l, 'Descrizione'),
    quantita: str(l, 'Quantita'),
    importo: simplified ? str(l, 'Importo') : str(l, 'PrezzoTotale'),
  }));
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function amountOf(body: XmlNode, general: XmlNode | undefined, simplified: boolean, name: string) {
  const total = str(general, 'ImportoTotaleDocumento');
  if (total) return { importo: cents(total, name), fonte: 'totale' as AmountSource };
  if (simplified) {
    const lines = list(body.DatiBeniServizi).map((l) => cents(str(l, 'Importo'), name));
    return { importo: sum(lines), fonte: 'righe' as AmountSource };
  }
  const payments = list(body.DatiPagamento)
    .flatMap((p) => list((p as XmlNode).DettaglioPagamento))
    .map((d) => str(d, 'ImportoPagamento'))
    .filter(Boolean);
  if (payments.length)
    return { importo: sum(payments.map((p) => cents(p, name))), fonte: 'pagamenti' as AmountSource };
  const summary = list(child(body, 'DatiBeniServizi')?.DatiRiepilogo).map(
    (r) => cents(str(r, 'ImponibileImporto') || '0', name) + cents(str(r, 'Imposta') || '0', name),
  );
  return { importo: sum(summary), fonte: 'riepilogo' as AmountSource };
}

/** The latest due date of the payment lines; else reference date (or invoice date) + days; else the invoice date. */
function dueDateOf(body: XmlNode, invoiceDate: string, name: string): { data: string; fonte: DueDateSource } {
  const details = list(body.DatiPagamento).flatMap((p) => list((p as XmlNode).DettaglioPagamento));
  const dates = details
    .map((d) => str(d, 'DataScadenzaPagamento'))
    .filter(Boolean)
    .map((d) => isoDate(d, name));
  if (dates.length) return { data: dates.sort().at(-1)!, fonte: 'scadenza' };
  for (const d of details) {
    const days = str(d, 'GiorniTerminiPagamento');
    if (!/^\d{1,3}$/.test(days)) continue;
    const reference = str(d, 'DataRiferimentoTerminiPagamento');
    return {
      data: addDays(reference ? isoDate(reference, name) : invoiceDate, Number(days)),
      fonte: 'termini',
    };
  }
  return { data: invoiceDate, fonte: 'data-fattura' };
}

function document(body: XmlNode, simplified: boolean, name: string): EinvoiceDocument {
  const general = child(child(body, 'DatiGenerali'), 'DatiGeneraliDocumento');
  const tipoDocumento = str(general, 'TipoDocumento').toUpperCase();
  const numero = str(general, 'Numero');
  const data = isoDate(str(general, 'Data'), name);
  if (!numero) throw new ParseError('malformed', `Il file ${name} contiene un documento senza numero.`);
  const amount = amountOf(body, general, simplified, name);
  const due = dueDateOf(body, data, name);
  const divisa = str(general, 'Divisa').toUpperCase() || 'EUR';
  const causale = list(general?.Causale).map(text).join(' ').replace(/\s+/g, ' ').trim();
  return {
    tipoDocumento,
    numero,
    data,
    divisa,
    importo: euro(amount.importo),
    fonteImporto: amount.fonte,
    dataScadenza: due.data,
    fonteScadenza: due.fonte,
    descrizione: causale.length > 160 ? `${causale.slice(0, 159)}…` : causale,
    righe: linesOf(body, simplified),
    allegatoPdf: pdfAttachment(body),
    esclusione:
      exclusion(tipoDocumento) ??
      (divisa === 'EUR' ? null : `Il documento è in ${divisa}: si accettano solo importi in euro.`),
  };
}

const ROOTS = { FatturaElettronica: false, FatturaElettronicaSemplificata: true } as const;

/** Reads one FatturaPA file (FPA12, FPR12 or FSM10): supplier, buyer and each of its bodies. */
export function parseEinvoice(bytes: Uint8Array, name: string): Einvoice {
  if (bytes.length > MAX_XML_BYTES)
    throw new ParseError(
      'too-large',
      `Il file ${name} supera la dimensione massima di una fattura elettronica (5 MB).`,
    );
  const tree = parseXml(dropLargeAttachments(decodeXml(bytes, name), MAX_EMBEDDED_PDF_BYTES), name);
  const rootName = (Object.keys(ROOTS) as (keyof typeof ROOTS)[]).find((r) => tree[r] !== undefined);
  const root = rootName ? child(tree, rootName) : undefined;
  if (!rootName || !root)
    throw new ParseError('not-einvoice', `Il file ${name} non è una fattura elettronica FatturaPA.`);
  const simplified = ROOTS[rootName];
  const version = text(root['@_versione']).toUpperCase();
  const formato = simplified ? 'FSM10' : version === 'FPA12' ? 'FPA12' : version === 'FPR12' ? 'FPR12' : null;
  if (!formato)
    throw new ParseError(
      'not-einvoice',
      `Il file ${name} ha una versione FatturaPA non supportata (${version || 'mancante'}).`,
    );
  const header = child(root, 'FatturaElettronicaHeader');
  const fornitore = party(child(header, 'CedentePrestatore'), simplified);
  const committente = party(child(header, 'CessionarioCommittente'), simplified);
  const bodies = list(root.FatturaElettronicaBody) as XmlNode[];
  if (!fornitore.partitaIva && !fornitore.codiceFiscale)
    throw new ParseError('malformed', `Il file ${name} non indica la partita IVA del fornitore.`);
  if (bodies.length === 0) throw new ParseError('malformed', `Il file ${name} non contiene alcun documento.`);
  return { formato, fornitore, committente, documenti: bodies.map((b) => document(b, simplified, name)) };
}
