import {
  altriDocumentiSchema,
  anagraficaDraftSchema,
  contropartiCommercialiSchema,
  type ModuleName,
  managementDraftSchema,
  profiloOperativoDraftSchema,
  situazioneEcoFinSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ModuleRecord, Tx } from './engine.ts';
import { writeAltriDocumenti } from './modules/altri-documenti.ts';
import { checkCounterparts } from './modules/controparti-commerciali.ts';
import {
  checkPaymentDraft,
  checkPaymentSave,
  type FailedInvoice,
  paymentBodyShape,
  splitInvoicesIntoBlocks,
} from './modules/esperienze-pagamento/data.ts';
import { paymentExperienceRoutes } from './modules/esperienze-pagamento/routes.ts';
import { writeSituazioneEcoFin } from './modules/situazione-ecofin.ts';

/**
 * A module on the engine. `schema` validates the body of scrivi (JSON modules) and salva;
 * the optional parts are what makes a module different without touching the lifecycle.
 */
export type ModuleDefinition = {
  name: ModuleName;
  apiPath: string;
  schema: z.ZodType;
  /** scrivi of a module whose data are uploaded files. */
  multipartWrite?: (
    app: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<{ esito: boolean; version: number }>;
  /** Checks that need the database or today's date; returns the data to store. */
  checkDraft?: (db: Db, subjectId: string, body: unknown) => Promise<Record<string, unknown>>;
  /** Checks before the draft becomes the saved record. */
  checkSave?: (db: Db, subjectId: string, draft: ModuleRecord) => Promise<void>;
  /** Work done when the module is sent, inside the send transaction. */
  beforeSend?: (tx: Tx, record: ModuleRecord, failed: FailedInvoice[]) => Promise<'send' | 'drop'>;
  /** The module's own extra routes. */
  routes?: FastifyPluginAsyncZod;
};

export const ENGINE_MODULES: ModuleDefinition[] = [
  { name: 'anagrafica', apiPath: 'anagrafica', schema: anagraficaDraftSchema },
  { name: 'management', apiPath: 'management', schema: managementDraftSchema },
  { name: 'profiloOperativo', apiPath: 'profilo-operativo', schema: profiloOperativoDraftSchema },
  {
    name: 'contropartiCommerciali',
    apiPath: 'controparti-commerciali',
    schema: contropartiCommercialiSchema,
    checkDraft: checkCounterparts,
  },
  {
    name: 'situazioneEcoFin',
    apiPath: 'situazione-ecofin',
    schema: situazioneEcoFinSchema,
    multipartWrite: writeSituazioneEcoFin,
  },
  {
    name: 'esperienzaPagamento',
    apiPath: 'esperienze-pagamento',
    schema: paymentBodyShape,
    checkDraft: checkPaymentDraft,
    checkSave: checkPaymentSave,
    beforeSend: splitInvoicesIntoBlocks,
    routes: paymentExperienceRoutes,
  },
  {
    name: 'altriDocumenti',
    apiPath: 'altri-documenti',
    schema: altriDocumentiSchema,
    multipartWrite: writeAltriDocumenti,
  },
];

export const moduleDefinition = (name: string) => ENGINE_MODULES.find((m) => m.name === name);
