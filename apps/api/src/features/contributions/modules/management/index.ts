import { managementDraftSchema } from '@portal/domain';
import { noFiles, type ServerModule } from '../../server-module.ts';
import { applyManagement } from './apply.ts';

export const management: ServerModule = {
  bodySchema: managementDraftSchema,
  fileKeys: noFiles,
  applyToReport: applyManagement,
};
