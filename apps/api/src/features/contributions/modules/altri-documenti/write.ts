import {
  type AltriDocumenti,
  altriDocumentiUploadFieldsSchema,
  documentTypeByName,
  UPLOAD_RULES,
  uploadMessages,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, invalidFields } from '../../../../http/errors.ts';
import type { ReceivedUpload } from '../../../files/index.ts';
import { nameOr, writeFileDraft } from '../file-write.ts';

const RULES = { fileAltroDocumento: UPLOAD_RULES.otherDocument };

export const altriDocumentiFileKeys = (data: Record<string, unknown>) =>
  typeof data.codiceDocumento === 'string' ? [data.codiceDocumento] : [];

function toDraft(received: ReceivedUpload): AltriDocumenti {
  const parsed = altriDocumentiUploadFieldsSchema.safeParse(received.fields);
  if (!parsed.success) throw invalidFields(parsed.error.issues);
  const file = received.files.fileAltroDocumento;
  if (!file) throw badRequest(uploadMessages.missing('fileAltroDocumento'));
  return {
    codiceDocumento: file.key,
    nomeDocumento: nameOr(parsed.data.nomeDocumento, file.originalName),
    tipoDocumento: documentTypeByName(parsed.data.tipoDocumento)!.it,
    noteDocumento: parsed.data.noteDocumento,
    contentTypeDocumento: file.contentType,
  };
}

/** POST …/altri-documenti/scrivi: one pdf up to 50 MB, its type and an optional note. */
export function writeAltriDocumenti(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  return writeFileDraft(
    app,
    request,
    reply,
    'altriDocumenti',
    RULES,
    async (received) => toDraft(received),
    altriDocumentiFileKeys,
  );
}
