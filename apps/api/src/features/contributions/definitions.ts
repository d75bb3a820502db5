import {
  anagraficaDraftSchema,
  type ModuleName,
  managementDraftSchema,
  profiloOperativoDraftSchema,
} from '@portal/domain';
import type { z } from 'zod';

/** A module whose data is a JSON body: its draft schema is the whole write contract. */
export type JsonModuleDefinition = { name: ModuleName; apiPath: string; schema: z.ZodObject };

export const JSON_MODULES: JsonModuleDefinition[] = [
  { name: 'anagrafica', apiPath: 'anagrafica', schema: anagraficaDraftSchema },
  { name: 'management', apiPath: 'management', schema: managementDraftSchema },
  { name: 'profiloOperativo', apiPath: 'profilo-operativo', schema: profiloOperativoDraftSchema },
];
