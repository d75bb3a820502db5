import { profiloOperativoDraftSchema } from '@portal/domain';
import { noFiles, type ServerModule } from '../../server-module.ts';
import { applyOperatingProfile } from './apply.ts';

export const profiloOperativo: ServerModule = {
  bodySchema: profiloOperativoDraftSchema,
  fileKeys: noFiles,
  applyToReport: applyOperatingProfile,
};
