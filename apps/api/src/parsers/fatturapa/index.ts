import { EINVOICE_IMPORT_LIMITS } from '@portal/domain';
import { ParseError } from '../errors.ts';
import { parseEinvoice } from './invoice.ts';
import { unwrapP7m } from './p7m.ts';
import type { Einvoice } from './types.ts';
import { readZip } from './zip.ts';

export { ParseError } from '../errors.ts';
export { MAX_EMBEDDED_PDF_BYTES, parseEinvoice } from './invoice.ts';
export { unwrapP7m } from './p7m.ts';
export * from './types.ts';
export { isSafeEntryPath, readZip, ZIP_LIMITS } from './zip.ts';

/** An e-invoice file read: where it came from, its XML as signed or sent, and what it says. */
export type ReadEinvoice = {
  /** The uploaded file's name, or 'archive.zip/path/in/zip'. */
  sorgente: string;
  /** Name of the XML kept with the contribution (the .p7m suffix dropped). */
  nomeXml: string;
  xml: Buffer;
  firmata: boolean;
  fattura: Einvoice;
};
export type SkippedFile = { sorgente: string; motivo: string };

export const MAX_IMPORT_DOCUMENTS = EINVOICE_IMPORT_LIMITS.maxDocuments;

type Kind = 'zip' | 'xml' | 'p7m';

function kindOf(data: Buffer, name: string): Kind {
  if (
    data.subarray(0, 4).toString('latin1') === 'PK\x03\x04' ||
    data.subarray(0, 4).toString('latin1') === 'PK\x05\x06'
  )
    return 'zip';
  if (/\.p7m$/i.test(name)) return 'p7m';
  const head = data
    .subarray(0, 64)
    .toString('latin1')
    .replace(/^\xef\xbb\xbf/, '')
    .trimStart();
  if (head.startsWith('<') || data[0] === 0xff || data[0] === 0xfe) return 'xml';
  return 'p7m';
}

async function readOne(data: Buffer, name: string, sorgente: string): Promise<ReadEinvoice> {
  const kind = kindOf(data, name);
  if (kind === 'p7m') {
    const { xml } = await unwrapP7m(data, name);
    const nomeXml = `${name.replace(/\.p7m$/i, '').replace(/\.xml$/i, '')}.xml`;
    return { sorgente, nomeXml, xml, firmata: true, fattura: parseEinvoice(xml, name) };
  }
  return { sorgente, nomeXml: name, xml: data, firmata: false, fattura: parseEinvoice(data, name) };
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * Reads uploaded e-invoices: plain XML, signed .p7m (DER/BER or base64) and zips of them (one
 * level). Any unreadable, unsafe or tampered file refuses the whole import; inside a zip, entries
 * that are not e-invoices (the portal's metadata files, receipts, nested archives) are skipped and
 * reported.
 */
export async function readEinvoices(
  uploads: { name: string; data: Buffer }[],
  /** Called with each file as soon as it is read: may refuse the import by throwing. */
  onRead: (file: ReadEinvoice) => void = () => {},
): Promise<{ read: ReadEinvoice[]; skipped: SkippedFile[] }> {
  const read: ReadEinvoice[] = [];
  const skipped: SkippedFile[] = [];
  let documents = 0;
  const add = (file: ReadEinvoice) => {
    documents += file.fattura.documenti.length;
    if (documents > MAX_IMPORT_DOCUMENTS)
      throw new ParseError(
        'zip-bounds',
        `Si possono importare al massimo ${MAX_IMPORT_DOCUMENTS} documenti per volta.`,
      );
    onRead(file);
    read.push(file);
  };
  for (const upload of uploads) {
    if (kindOf(upload.data, upload.name) !== 'zip') {
      add(await readOne(upload.data, upload.name, upload.name));
      continue;
    }
    for (const entry of await readZip(upload.data, upload.name)) {
      const sorgente = `${upload.name}/${entry.name}`;
      const name = baseName(entry.name);
      if (!/\.(xml|p7m)$/i.test(name)) {
        skipped.push({ sorgente, motivo: 'Il file non è una fattura elettronica (.xml o .xml.p7m).' });
        continue;
      }
      try {
        add(await readOne(entry.data, name, sorgente));
      } catch (e) {
        if (!(e instanceof ParseError) || e.code !== 'not-einvoice') throw e;
        skipped.push({ sorgente, motivo: e.message });
      }
    }
  }
  return { read, skipped };
}
