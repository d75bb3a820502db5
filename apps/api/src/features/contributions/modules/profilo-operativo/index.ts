import { profiloOperativoDraftSchema } from '@portal/domain';
import { noFiles, type ServerModule } from '../../server-module.ts';
import { applyOperatingProfile } from './apply.ts';
import { checkCountries } from './checks.ts';

export const profiloOperativo: ServerModule = {
  bodySchema: profiloOperativoDraftSchema,
  checkDraft: checkCountries,
  fileKeys: noFiles,
  applyToReport: applyOperatingProfile,
};
