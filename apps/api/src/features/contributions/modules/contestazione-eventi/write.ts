import {
  CONTEST_EVIDENCE_FIELDS,
  CONTEST_EVIDENCE_RULE,
  type ContestazioneEventi,
  contestazioneEventiSchema,
  contestedEvent,
  contestUploadFieldsSchema,
  type ReportContent,
  uploadMessages,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../../../db/client.ts';
import { badRequest, invalidFields, notFound } from '../../../../http/errors.ts';
import { latestDelivery } from '../../../reports/index.ts';
import { writeFileDraft } from '../file-write.ts';

/** One PDF per field, documento1 … documento5: a sixth file has no field to travel in. */
const RULES = Object.fromEntries(
  CONTEST_EVIDENCE_FIELDS.map((f) => [f, { ...CONTEST_EVIDENCE_RULE, maxFiles: 1 }]),
);

export const EVENT_NOT_FOUND = "L'evento contestato non è nel report dell'azienda.";

export const contestFileKeys = (data: Record<string, unknown>) =>
  Array.isArray(data.documenti)
    ? data.documenti.flatMap((d) => (typeof d?.codiceDocumento === 'string' ? [d.codiceDocumento] : []))
    : [];

/** The event must be one of the company's latest report: another company's id is unknown here (404). */
export async function requireOwnEvent(db: Executor, subjectId: string, idEvento: string) {
  const latest = await latestDelivery(db, subjectId, 'report');
  const event = contestedEvent((latest?.content as ReportContent | undefined)?.eventiNegativi, idEvento);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

/** POST …/contestazione-eventi/scrivi: the event, the ground, 1–5 PDFs, an optional note. */
export function writeContest(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  return writeFileDraft(
    app,
    request,
    reply,
    'contestazioneEventi',
    RULES,
    async (received, subjectId) => {
      const fields = contestUploadFieldsSchema.safeParse(received.fields);
      if (!fields.success) throw invalidFields(fields.error.issues);
      const files = CONTEST_EVIDENCE_FIELDS.flatMap((f) => received.files[f] ?? []);
      if (files.length === 0) throw badRequest(uploadMessages.missing('documento1'));
      await requireOwnEvent(app.db, subjectId, fields.data.idEvento);
      const draft = contestazioneEventiSchema.safeParse({
        ...fields.data,
        importoCorretto: fields.data.importoCorretto ?? null,
        dataCorretta: fields.data.dataCorretta ?? null,
        documenti: files.map((f) => ({
          codiceDocumento: f.key,
          nomeDocumento: f.originalName,
          contentTypeDocumento: f.contentType,
        })),
      });
      if (!draft.success) throw invalidFields(draft.error.issues);
      return draft.data satisfies ContestazioneEventi;
    },
    contestFileKeys,
  );
}
