import { anagraficaDraftSchema } from '@portal/domain';
import { updateRegistry } from '../../../subjects/index.ts';
import { noFiles, type ServerModule } from '../../server-module.ts';
import { applyRegistry, registryUpdate } from './apply.ts';
import { checkRegistry } from './checks.ts';

export const anagrafica: ServerModule = {
  bodySchema: anagraficaDraftSchema,
  checkDraft: checkRegistry,
  fileKeys: noFiles,
  applyToReport: applyRegistry,
  onAccepted: (tx, subjectId, data, report) => updateRegistry(tx, subjectId, registryUpdate(report, data)),
};
