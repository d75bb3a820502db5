import { EINVOICE_IMPORT_LIMITS } from '@portal/domain';
import { HttpError } from '../../../../http/errors.ts';
import {
  ParseError,
  type ReadEinvoice,
  readEinvoices,
  type SkippedFile,
} from '../../../../parsers/fatturapa/index.ts';
import type { WorkerAnswer } from '../../../../parsers/pool.ts';
import { checkBuyer } from './buyer.ts';

export type ReadTask = { uploads: { name: string; data: Uint8Array }[]; own: string[] };
export type ReadResult = { read: ReadEinvoice[]; skipped: SkippedFile[] };

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
    return { ok: true, value };
  } catch (e) {
    if (e instanceof ParseError)
      return { ok: false, status: e.code === 'too-large' ? 413 : 400, message: e.message };
    if (e instanceof HttpError) return { ok: false, status: e.statusCode, message: e.message };
    throw e;
  }
}
