import { isSafeFileName, type ModuleName, type UploadRule, VERSION_HEADER } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentSession, sessionSubjectId } from '../../../auth/guard.ts';
import { HttpError } from '../../../http/errors.ts';
import {
  deleteUnreferenced,
  discardUploads,
  type ReceivedUpload,
  receiveUpload,
  recordUploads,
} from '../../files/index.ts';
import { currentDraft, writeDraft } from '../engine.ts';
import { expectedVersion } from '../version.ts';

/**
 * scrivi of a module whose draft is made of uploaded files: files are stored first, then the
 * draft and the file records commit together; if anything fails the stored files are removed,
 * and once the new draft is in, files of the replaced draft nobody points to are removed too.
 */
export async function writeFileDraft(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  module: ModuleName,
  rules: Record<string, UploadRule>,
  toDraft: (received: ReceivedUpload, subjectId: string) => Promise<Record<string, unknown>>,
  fileKeysOf: (data: Record<string, unknown>) => string[],
) {
  const subjectId = sessionSubjectId(request);
  let received: ReceivedUpload;
  try {
    received = await receiveUpload(request, app.fileStore, subjectId, rules);
  } catch (e) {
    // The rest of the body may still be on its way: do not read it, close the connection.
    if (e instanceof HttpError && e.statusCode === 413) reply.header('connection', 'close');
    throw e;
  }
  const uploads = Object.values(received.files);
  try {
    const data = await toDraft(received, subjectId);
    const previous = await currentDraft(app.db, subjectId, module);
    const record = await writeDraft(app.db, {
      subjectId,
      module,
      data,
      version: expectedVersion(request.headers[VERSION_HEADER]),
      actor: { userId: currentSession(request).loginUser.id },
      alongside: (tx) => recordUploads(tx, subjectId, uploads),
    });
    if (previous) {
      const kept = new Set(fileKeysOf(data));
      await deleteUnreferenced(
        app.db,
        app.fileStore,
        subjectId,
        fileKeysOf(previous.data).filter((k) => !kept.has(k)),
      );
    }
    return { esito: true, version: record.version };
  } catch (e) {
    await discardUploads(app.fileStore, uploads);
    throw e;
  }
}

/** The name the client gave the file when it is a safe one, else the uploaded file's own name. */
export const nameOr = (given: string | undefined, original: string) =>
  given && isSafeFileName(given) ? given : original;
