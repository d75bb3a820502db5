import {
  lastDepositYear,
  receiptRequired,
  type SituazioneEcoFin,
  situazioneEcoFinUploadFieldsSchema,
  statementYears,
  UPLOAD_RULES,
  uploadMessages,
  YEAR_NOT_OFFERED,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, invalidFields } from '../../../../http/errors.ts';
import type { ReceivedUpload } from '../../../files/index.ts';
import { latestDelivery } from '../../../reports/index.ts';
import { nameOr, writeFileDraft } from '../file-write.ts';
import { statementFigures } from './xbrl.ts';

const RULES = { fileBilancio: UPLOAD_RULES.statement, fileRicevuta: UPLOAD_RULES.receipt };

export const situazioneEcoFinFileKeys = (data: Record<string, unknown>) =>
  [data.codiceBilancio, data.codiceRicevuta].filter((k): k is string => typeof k === 'string');

async function toDraft(
  app: FastifyInstance,
  received: ReceivedUpload,
  subjectId: string,
): Promise<SituazioneEcoFin> {
  const parsed = situazioneEcoFinUploadFieldsSchema.safeParse(received.fields);
  if (!parsed.success) throw invalidFields(parsed.error.issues);
  const fields = parsed.data;
  const report = await latestDelivery(app.db, subjectId, 'report');
  const today = new Date();
  const depositYear = lastDepositYear(report?.content.bilancio?.nota, today);
  if (!statementYears(fields.tipoBilancio, today, depositYear).includes(fields.annoBilancio)) {
    throw invalidFields([{ path: ['annoBilancio'], message: YEAR_NOT_OFFERED }]);
  }
  const statement = received.files.fileBilancio;
  if (!statement) throw badRequest(uploadMessages.missing('fileBilancio'));
  const receipt = received.files.fileRicevuta;
  if (!receipt && receiptRequired(fields.tipoBilancio, fields.annoBilancio, depositYear)) {
    throw badRequest(uploadMessages.missing('fileRicevuta'));
  }
  const datiXbrl = await statementFigures(app, subjectId, statement, fields.annoBilancio);
  return {
    tipoBilancio: fields.tipoBilancio,
    annoBilancio: fields.annoBilancio,
    codiceBilancio: statement.key,
    nomeFileBilancio: nameOr(fields.nomeFileBilancio, statement.originalName),
    contentTypeBilancio: statement.contentType,
    codiceRicevuta: receipt?.key ?? null,
    nomeFileRicevuta: receipt ? nameOr(fields.nomeFileRicevuta, receipt.originalName) : null,
    contentTypeRicevuta: receipt?.contentType ?? null,
    ...(datiXbrl ? { datiXbrl } : {}),
  };
}

/** POST …/situazione-ecofin/scrivi: statement (and receipt) upload with the year rules of spec part 2 §5. */
export function writeSituazioneEcoFin(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  return writeFileDraft(
    app,
    request,
    reply,
    'situazioneEcoFin',
    RULES,
    (received, subjectId) => toDraft(app, received, subjectId),
    situazioneEcoFinFileKeys,
  );
}
