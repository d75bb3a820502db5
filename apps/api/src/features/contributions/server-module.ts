import type { Confirmation, ModuleName, ReportContent, ReviewQueueItem } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/client.ts';
import type { Actor, ModuleRecord } from './engine.ts';

export type ModuleData = Record<string, unknown>;

/** An invoice the send discarded (spec part 1 §8), reported to the company. */
export type FailedInvoice = {
  numeroFattura: string;
  codiceErrore: string;
  denominazioneFornitore: string;
  chiaveDocumento: string;
};

/**
 * The server side of one contribution module: what makes it different from the others, without
 * touching the lifecycle. The registry is a `Record<ModuleName, ServerModule>`, so a module
 * without one does not compile.
 */
export interface ServerModule {
  /** Body of scrivi (JSON modules) and salva, as the route validates and documents it. */
  bodySchema: z.ZodType;
  /** scrivi of a module whose data are uploaded files. */
  multipartWrite?: (
    app: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<{ esito: boolean; version: number }>;
  /** Checks of a write that need the database or today's date; returns the data to store. */
  checkDraft?: (db: Executor, subjectId: string, body: unknown) => Promise<ModuleData>;
  /** Checks before the draft becomes the saved record. */
  checkSave?: (tx: Tx, record: ModuleRecord) => Promise<void>;
  /** Work done when the module is sent, inside the send transaction, by `actor`. */
  beforeSend?: (
    tx: Tx,
    record: ModuleRecord,
    failed: FailedInvoice[],
    actor: Actor,
  ) => Promise<'send' | 'drop'>;
  /** The module's own extra routes (under /api/v1, for the signed-in company). */
  routes?: FastifyPluginAsyncZod;
  /**
   * The module's public pages, outside /api/v1 and without sign-in (e.g. the page where a supplier
   * answers a confirmation request): registered at the root, hidden from the OpenAPI document.
   */
  publicRoutes?: FastifyPluginAsyncZod;
  /**
   * For a module reviewed invoice by invoice whose suppliers may be asked to confirm an invoice:
   * what the supplier of one invoice block was asked and answered, newest first (the review
   * detail's `supplierConfirmations`; none without it).
   */
  supplierConfirmations?: (db: Executor, subjectId: string, blockId: string) => Promise<Confirmation[]>;
  /**
   * What the analysts' queue names of an open block besides the module and the company, from the
   * block's data and the company's latest report (a contest: the contested event); none without it.
   */
  queueEvent?: (data: ModuleData, report: ReportContent | null) => ReviewQueueItem['event'];
  /** The stored files the module's data point to. */
  fileKeys: (data: ModuleData) => string[];
  /**
   * The report with an accepted contribution in place: exactly the fields it changed, nothing
   * else. `data` is what was accepted (for per-invoice review, the accepted invoice only). The
   * report is a copy the function may change and return.
   */
  applyToReport: (report: ReportContent, data: ModuleData, today: Date) => ReportContent;
  /** What an acceptance changes besides the report (e.g. the subject registry). */
  onAccepted?: (tx: Tx, subjectId: string, data: ModuleData, report: ReportContent | null) => Promise<void>;
}

export type ServerModules = { readonly [N in ModuleName]: ServerModule };

export const noFiles = () => [];
