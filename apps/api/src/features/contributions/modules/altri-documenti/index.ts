import { type AltriDocumenti, altriDocumentiSchema } from '@portal/domain';
import type { ServerModule } from '../../server-module.ts';
import { appendDocument } from '../documents.ts';
import { altriDocumentiFileKeys, writeAltriDocumenti } from './write.ts';

/** An accepted document joins the report's documents under its type. */
const applyDocument: ServerModule['applyToReport'] = (report, data, today) => {
  const d = data as AltriDocumenti;
  return appendDocument(report, { tipo: d.tipoDocumento, nome: d.nomeDocumento }, today);
};

export const altriDocumenti: ServerModule = {
  bodySchema: altriDocumentiSchema,
  multipartWrite: writeAltriDocumenti,
  fileKeys: altriDocumentiFileKeys,
  applyToReport: applyDocument,
};
