import { contropartiCommercialiSchema } from '@portal/domain';
import { noFiles, type ServerModule } from '../../server-module.ts';
import { applyCounterparts } from './apply.ts';
import { checkCounterparts } from './checks.ts';

export const contropartiCommerciali: ServerModule = {
  bodySchema: contropartiCommercialiSchema,
  checkDraft: checkCounterparts,
  fileKeys: noFiles,
  applyToReport: applyCounterparts,
};
