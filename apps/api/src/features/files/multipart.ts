import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import {
  isSafeFileName,
  isStorableText,
  kindByExtension,
  UNSTORABLE_TEXT_MESSAGE,
  type UploadRule,
  uploadMessages,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, invalidFields } from '../../http/errors.ts';
import type { FileStore } from '../../storage/index.ts';
import { type Inspected, UploadInspector } from './inspect.ts';
import { storageAllowance } from './quota.ts';

export type StoredUpload = Inspected & {
  key: string;
  originalName: string;
  /** The company's storage quota, checked again exactly when the upload is recorded. */
  quotaBytes: number;
  /** Uploads of a demo account are removed then, used or not. */
  expiresAt: Date | null;
};
export type ReceivedUpload = { fields: Record<string, string>; files: Record<string, StoredUpload> };

/**
 * Reads a multipart request part by part: text fields are collected, each file is streamed
 * through its rule's inspector straight into the file store under a fresh key. Anything wrong —
 * an unexpected part, a second file, a bad name, too large, wrong content — stops the request and
 * removes what this request had already stored.
 */
export async function receiveUpload(
  request: FastifyRequest,
  store: FileStore,
  subjectId: string,
  rules: Record<string, UploadRule>,
): Promise<ReceivedUpload> {
  const largest = Math.max(...Object.values(rules).map((r) => r.maxBytes));
  const received: ReceivedUpload = { fields: {}, files: {} };
  if (!request.isMultipart()) throw new HttpError(415, 'La richiesta deve essere multipart/form-data.');
  const allowance = await storageAllowance(request, subjectId);
  let remaining = allowance.remainingBytes;
  try {
    const parts = request.parts({
      // Keep the name as sent, so a name with a path is refused rather than silently cut.
      preservePath: true,
      limits: {
        fileSize: largest + 1,
        files: Object.keys(rules).length + 1,
        fields: 20,
        fieldSize: 4096,
        parts: 30,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname in received.fields) throw badRequest(`Il campo ${part.fieldname} è ripetuto.`);
        if (!isStorableText(part.fieldname) || !isStorableText(String(part.value)))
          throw invalidFields([{ path: [part.fieldname], message: UNSTORABLE_TEXT_MESSAGE }]);
        received.fields[part.fieldname] = String(part.value);
        continue;
      }
      const rule = rules[part.fieldname];
      if (!rule) {
        part.file.resume();
        throw badRequest(`Il file ${part.fieldname} non è previsto da questa richiesta.`);
      }
      if (received.files[part.fieldname]) {
        part.file.resume();
        throw badRequest(uploadMessages.tooMany(part.filename, rule));
      }
      if (!isSafeFileName(part.filename)) {
        part.file.resume();
        throw badRequest(uploadMessages.badName);
      }
      // The name is kept and shown: it must claim a type the rule accepts (not report.html).
      const claimed = kindByExtension(part.filename, rule);
      if (!claimed) {
        part.file.resume();
        throw new HttpError(415, uploadMessages.nameDoesNotMatch(part.filename, rule));
      }
      const key = `${subjectId}/${randomUUID()}`;
      const inspector = new UploadInspector(part.filename, rule, {
        remainingBytes: remaining,
        message: allowance.message,
      });
      // Wait for both sides, so a failed upload is cleaned up before the answer goes out.
      const [read, write] = await Promise.allSettled([
        pipeline(part.file, inspector),
        store.put(key, inspector, 'application/octet-stream'),
      ]);
      if (read.status === 'rejected' || write.status === 'rejected') {
        await store.delete(key).catch(() => {});
        throw read.status === 'rejected' ? read.reason : (write as PromiseRejectedResult).reason;
      }
      if (part.file.truncated) {
        await store.delete(key);
        throw new HttpError(413, uploadMessages.tooLarge(part.filename, rule));
      }
      const stored = {
        ...inspector.result,
        key,
        originalName: part.filename,
        quotaBytes: allowance.quotaBytes,
        expiresAt: allowance.expiresAt,
      };
      received.files[part.fieldname] = stored;
      if (stored.kind !== claimed)
        throw new HttpError(415, uploadMessages.nameDoesNotMatch(part.filename, rule));
      remaining -= stored.size;
    }
    return received;
  } catch (e) {
    await Promise.all(Object.values(received.files).map((f) => store.delete(f.key).catch(() => {})));
    throw normaliseMultipartError(e);
  }
}

function normaliseMultipartError(e: unknown): unknown {
  if (e instanceof HttpError) return e;
  const err = e as { code?: string; statusCode?: number; message?: string };
  if (err.code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, 'Il file eccede le dimensioni massime.');
  if (err.code === 'FST_FILES_LIMIT') return badRequest('Sono stati inviati troppi file.');
  if (err.code === 'FST_PARTS_LIMIT' || err.code === 'FST_FIELDS_LIMIT')
    return badRequest('La richiesta contiene troppi campi.');
  if (err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(415, 'La richiesta deve essere multipart/form-data.');
  if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
    return new HttpError(err.statusCode, err.message ?? 'Richiesta non valida.');
  }
  // A malformed multipart body (busboy) surfaces as a plain Error.
  if (e instanceof Error && /multipart|boundary|Unexpected end of form/i.test(e.message)) {
    return badRequest('Il corpo multipart della richiesta non è valido.');
  }
  return e;
}
