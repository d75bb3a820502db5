import {
  altriDocumentiSchema,
  anagraficaDraftSchema,
  type ModuleName,
  managementDraftSchema,
  profiloOperativoDraftSchema,
  situazioneEcoFinSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { writeAltriDocumenti } from './modules/altri-documenti.ts';
import { writeSituazioneEcoFin } from './modules/situazione-ecofin.ts';

/**
 * A module on the engine: its draft schema (the body of scrivi for JSON modules, and of salva
 * for all), and, for modules whose data are uploaded files, its own multipart scrivi.
 */
export type ModuleDefinition = {
  name: ModuleName;
  apiPath: string;
  schema: z.ZodType;
  multipartWrite?: (
    app: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<{ esito: boolean; version: number }>;
};

export const ENGINE_MODULES: ModuleDefinition[] = [
  { name: 'anagrafica', apiPath: 'anagrafica', schema: anagraficaDraftSchema },
  { name: 'management', apiPath: 'management', schema: managementDraftSchema },
  { name: 'profiloOperativo', apiPath: 'profilo-operativo', schema: profiloOperativoDraftSchema },
  {
    name: 'situazioneEcoFin',
    apiPath: 'situazione-ecofin',
    schema: situazioneEcoFinSchema,
    multipartWrite: writeSituazioneEcoFin,
  },
  {
    name: 'altriDocumenti',
    apiPath: 'altri-documenti',
    schema: altriDocumentiSchema,
    multipartWrite: writeAltriDocumenti,
  },
];
