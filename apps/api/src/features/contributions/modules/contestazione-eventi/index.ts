import {
  applyContest,
  type ContestazioneEventi,
  contestazioneEventiSchema,
  contestedEvent,
} from '@portal/domain';
import type { ServerModule } from '../../server-module.ts';
import { contestFileKeys, requireOwnEvent, writeContest } from './write.ts';

/**
 * The contest of one negative event (issue 29 §2). An acceptance removes or corrects exactly that
 * event and derives the counts again; the classification stays the provider's. An event the
 * provider has dropped meanwhile leaves the report as it is.
 */
export const contestazioneEventi: ServerModule = {
  bodySchema: contestazioneEventiSchema,
  multipartWrite: writeContest,
  fileKeys: contestFileKeys,
  checkSave: async (tx, record) => {
    await requireOwnEvent(tx, record.subjectId, (record.data as ContestazioneEventi).idEvento);
  },
  queueEvent: (data, report) => {
    const event = contestedEvent(report?.eventiNegativi, (data as ContestazioneEventi).idEvento);
    return event ? { tipo: event.tipo, data: event.data, importo: event.importo } : null;
  },
  applyToReport: (report, data) => {
    if (!report.eventiNegativi) return report;
    const next = applyContest(report.eventiNegativi, data as ContestazioneEventi);
    if (next) report.eventiNegativi = next;
    return report;
  },
};
