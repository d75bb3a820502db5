import { EINVOICE_IMPORT_LIMITS } from '@portal/domain';
import { HttpError } from '../../../../http/errors.ts';
import {
  ParseError,
  type ReadEinvoice,
  readEinvoices,
  type SkippedFile,
} from '../../../../parsers/fatturapa/index.ts';
import type { WorkerAnswer } from '../../../../parsers/pool.ts';
import { hasActivePdfContent } from '../../../files/index.ts';
import { checkBuyer, codesOf } from './buyer.ts';
import { renderEvidencePdf } from './evidence-pdf.ts';

export type ReadTask = { uploads: { name: string; data: Uint8Array }[]; own: string[] };
/** A document's evidence PDF: its own attachment, or rendered from the XML (`attivo`: its own had scripts). */
export type Evidence = {
  origine: 'allegato' | 'generata';
  nome: string;
  bytes: Buffer;
  attivo: string | null;
};
export type ReadResult = { read: ReadEinvoice[]; skipped: SkippedFile[]; evidence: (Evidence | null)[][] };

export const safeName = (name: string) =>
  name
    .replace(/[^\w.-]+/g, '_')
    .replace(/\.{2,}/g, '.')
    .slice(-200) || 'fattura';

/**
 * The evidence PDF of each importable document, built here too (1,000 rendered PDFs would hold the
 * event loop for seconds). The invoice's own PDF passes the check carica-allegato applies: one
 * with scripts or automatic actions is never stored, the evidence is rendered from the XML instead.
 */
async function evidenceOf(file: ReadEinvoice, own: Set<string>): Promise<(Evidence | null)[]> {
  const selfInvoice = codesOf(file.fattura.fornitore).some((c) => own.has(c));
  const xmlName = safeName(file.nomeXml);
  const out: (Evidence | null)[] = [];
  for (const doc of file.fattura.documenti) {
    if (selfInvoice || doc.esclusione) {
      out.push(null);
      continue;
    }
    const attached = doc.allegatoPdf;
    const attivo = attached && hasActivePdfContent(attached.bytes.toString('latin1')) ? attached.nome : null;
    if (attached && !attivo) {
      out.push({ origine: 'allegato', nome: safeName(attached.nome), bytes: attached.bytes, attivo });
      continue;
    }
    const { fornitore, committente } = file.fattura;
    out.push({
      origine: 'generata',
      nome: safeName(`${xmlName.replace(/\.xml$/i, '')}_${doc.numero}.pdf`),
      bytes: await renderEvidencePdf({
        fornitore,
        committente,
        documento: doc,
        nomeFileXml: xmlName,
        firmata: file.firmata,
      }),
      attivo,
    });
  }
  return out;
}

const MB = 1024 * 1024;

/**
 * Runs in a parser worker (parsers/pool.ts): reads the uploaded e-invoices, checking each file's
 * buyer and the request's XML total as soon as that file is read, so a refused request stops early.
 */
export default async function readInWorker(task: ReadTask): Promise<WorkerAnswer<ReadResult>> {
  const own = new Set(task.own);
  let xmlBytes = 0;
  try {
    const uploads = task.uploads.map((u) => ({
      name: u.name,
      data: Buffer.from(u.data.buffer, u.data.byteOffset, u.data.byteLength),
    }));
    const value = await readEinvoices(uploads, (file) => {
      checkBuyer(file, own);
      xmlBytes += file.xml.length;
      if (xmlBytes > EINVOICE_IMPORT_LIMITS.maxXmlBytes)
        throw new ParseError(
          'too-large',
          `Le fatture di una richiesta possono occupare al massimo ${EINVOICE_IMPORT_LIMITS.maxXmlBytes / MB} MB di XML: importale in più volte.`,
        );
    });
    const evidence: (Evidence | null)[][] = [];
    for (const file of value.read) {
      evidence.push(await evidenceOf(file, own));
      // The attachment travels back as the evidence (or not at all): not twice.
      for (const doc of file.fattura.documenti) doc.allegatoPdf = null;
    }
    return { ok: true, value: { ...value, evidence } };
  } catch (e) {
    if (e instanceof ParseError)
      return { ok: false, status: e.code === 'too-large' ? 413 : 400, message: e.message };
    if (e instanceof HttpError) return { ok: false, status: e.statusCode, message: e.message };
    throw e;
  }
}
