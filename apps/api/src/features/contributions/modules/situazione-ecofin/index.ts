import { type SituazioneEcoFin, situazioneEcoFinSchema } from '@portal/domain';
import type { ServerModule } from '../../server-module.ts';
import { appendDocument } from '../documents.ts';
import { applyXbrlFigures } from './balance.ts';
import { situazioneEcoFinFileKeys, writeSituazioneEcoFin } from './write.ts';

export const situazioneEcoFin: ServerModule = {
  bodySchema: situazioneEcoFinSchema,
  multipartWrite: writeSituazioneEcoFin,
  fileKeys: situazioneEcoFinFileKeys,
  applyToReport: (report, data, today) => {
    const d = data as SituazioneEcoFin;
    const withDocument = appendDocument(
      report,
      { tipo: `Bilancio ${d.annoBilancio}`, nome: d.nomeFileBilancio },
      today,
    );
    return applyXbrlFigures(withDocument, d.datiXbrl);
  },
};
