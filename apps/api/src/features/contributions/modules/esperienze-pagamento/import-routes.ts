import {
  EINVOICE_IMPORT_LIMITS,
  importInvoicesResponseSchema,
  isSafeFileName,
  uploadMessages,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionSubjectId } from '../../../../auth/guard.ts';
import { badRequest, HttpError } from '../../../../http/errors.ts';
import { storageAllowance } from '../../../files/index.ts';
import { importInvoices } from './import-service.ts';

const L = EINVOICE_IMPORT_LIMITS;
const MB = 1024 * 1024;
const errorSchema = z.object({ message: z.string() }).passthrough();

const tooLarge = () =>
  new HttpError(413, `Un file eccede le dimensioni massime (max ${L.maxFileBytes / MB}MB).`);
const requestTooLarge = () =>
  new HttpError(
    413,
    `I file di una richiesta possono pesare al massimo ${L.maxRequestBytes / MB} MB in tutto: importali in più volte.`,
  );

/**
 * The uploaded files, in memory within the limits (the parsers need the whole file): each file
 * and the request's total are counted while the bytes arrive.
 */
async function receiveFiles(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, 'La richiesta deve essere multipart/form-data.');
  // The multipart framing adds a little: a body clearly larger than the limit is refused unread.
  if (Number(request.headers['content-length'] ?? 0) > L.maxRequestBytes + 64 * 1024) throw requestTooLarge();
  const files: { name: string; data: Buffer }[] = [];
  let total = 0;
  try {
    const parts = request.parts({
      preservePath: true,
      limits: {
        fileSize: L.maxFileBytes,
        files: L.maxFiles,
        fields: 5,
        fieldSize: 1024,
        parts: L.maxFiles + 5,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (part.fieldname !== L.field) {
        part.file.resume();
        throw badRequest(
          `Il file ${part.fieldname} non è previsto da questa richiesta: usa il campo ${L.field}.`,
        );
      }
      if (!isSafeFileName(part.filename)) {
        part.file.resume();
        throw badRequest(uploadMessages.badName);
      }
      if (!/\.(xml|p7m|zip)$/i.test(part.filename)) {
        part.file.resume();
        throw new HttpError(
          415,
          `Il formato del file ${part.filename} non è valido (consentiti ${L.extensions.join(', ')}).`,
        );
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > L.maxRequestBytes) throw requestTooLarge();
        chunks.push(chunk);
      }
      if (part.file.truncated) throw tooLarge();
      const data = Buffer.concat(chunks);
      if (data.length === 0) throw badRequest(uploadMessages.empty(part.filename));
      files.push({ name: part.filename, data });
    }
  } catch (e) {
    if (e instanceof HttpError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest(`È possibile importare al massimo ${L.maxFiles} file per volta.`);
    if (code === 'FST_FIELDS_LIMIT') throw badRequest('La richiesta contiene troppi campi.');
    if (e instanceof Error && /multipart|boundary|Unexpected end of form/i.test(e.message))
      throw badRequest('Il corpo multipart della richiesta non è valido.');
    throw e;
  }
  if (files.length === 0) throw badRequest(uploadMessages.missing(L.field));
  return files;
}

export const importInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contribuzioni/esperienze-pagamento/importa-fatture',
    {
      schema: {
        tags: ['module esperienzaPagamento'],
        summary: 'Import received e-invoices (FatturaPA) as draft invoices',
        description: [
          `Multipart: one or more files in the field \`${L.field}\` — FatturaPA XML (FPA12, FPR12, FSM10),`,
          'signed .xml.p7m (DER/BER or base64; every signature is checked for integrity) or the tax',
          `portal's .zip of them; at most ${L.maxFiles} files of ${L.maxFileBytes / MB} MB, ${L.maxRequestBytes / MB} MB in all, ${L.maxXmlBytes / MB} MB of XML once unzipped and ${L.maxDocuments} invoices.`,
          'Answers draft invoices grouped by supplier, without the payment date: the company adds it and',
          'writes the draft with the usual scrivi (If-Match). Stores each XML and each evidence PDF (the',
          "invoice's own PDF attachment, else one rendered from the XML) as the company's files; writes",
          'nothing else. Accepted types: TD01, TD02, TD03, TD05, TD06, TD07, TD09, TD24, TD25; credit notes',
          '(TD04, TD08) and self-invoices are reported as skipped. Refusals store nothing: 400 unreadable,',
          'unsafe (DOCTYPE, zip bounds, paths) or tampered files; 413 too large; 415 not xml/p7m/zip;',
          '422 an invoice whose buyer is not the signed-in company, or nothing importable.',
        ].join(' '),
        consumes: ['multipart/form-data'],
        response: {
          200: importInvoicesResponseSchema,
          400: errorSchema,
          413: errorSchema,
          415: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => {
      const subjectId = sessionSubjectId(request);
      // The quota before the files: a company with no room left is refused before they are read.
      const allowance = await storageAllowance(request, subjectId);
      if (allowance.remainingBytes === 0) throw new HttpError(413, allowance.message);
      const files = await receiveFiles(request);
      return importInvoices(app.db, app.fileStore, subjectId, files, allowance);
    },
  );
};
