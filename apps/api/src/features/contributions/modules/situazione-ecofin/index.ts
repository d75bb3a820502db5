import { type SituazioneEcoFin, situazioneEcoFinSchema } from '@portal/domain';
import type { ServerModule } from '../../server-module.ts';
import { appendDocument } from '../documents.ts';
import { applyXbrlFigures } from './balance.ts';
import { situazioneEcoFinFileKeys, writeSituazioneEcoFin } from './write.ts';

/** An accepted statement joins the report's documents ('Bilancio <year>'); its XBRL figures, the balance. */
const applyStatement: ServerModule['applyToReport'] = (report, data, today) => {
  const d = data as SituazioneEcoFin;
  const document = { tipo: `Bilancio ${d.annoBilancio}`, nome: d.nomeFileBilancio };
  return applyXbrlFigures(appendDocument(report, document, today), d.datiXbrl);
};

export const situazioneEcoFin: ServerModule = {
  bodySchema: situazioneEcoFinSchema,
  multipartWrite: writeSituazioneEcoFin,
  fileKeys: situazioneEcoFinFileKeys,
  applyToReport: applyStatement,
};
