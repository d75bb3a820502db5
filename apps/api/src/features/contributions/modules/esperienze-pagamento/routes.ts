import {
  attachmentSchema,
  esitoResponseSchema,
  IN_PROGRESS_STATES,
  supplierRequestSchema,
  supplierSchema,
  UPLOAD_RULES,
} from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionSubjectId } from '../../../../auth/guard.ts';
import { moduleRecords, storedFiles } from '../../../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../../../http/errors.ts';
import { discardUploads, receiveUpload, recordUploads } from '../../../files/index.ts';
import { confirmationRoutes } from './confirmation/routes.ts';
import { importInvoiceRoutes } from './import-routes.ts';
import { addSupplier, listSuppliers, removeSupplier, updateSupplier } from './suppliers.ts';

export const ATTACHMENT_IN_DRAFT_MESSAGE =
  'Il documento è nella bozza scritta: resta finché una nuova bozza non lo contiene più.';

const BASE = '/contribuzioni/esperienze-pagamento';
const tags = ['module esperienzaPagamento'];

export const paymentExperienceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(confirmationRoutes);
  await app.register(importInvoiceRoutes);

  /** Saved mode (spec part 2 §4): once a saved or sent record exists, suppliers and attachments stay. */
  const inSavedMode = async (subjectId: string) => {
    const [row] = await app.db
      .select({ id: moduleRecords.id })
      .from(moduleRecords)
      .where(
        and(
          eq(moduleRecords.subjectId, subjectId),
          eq(moduleRecords.module, 'esperienzaPagamento'),
          inArray(moduleRecords.state, ['SALVATO', ...IN_PROGRESS_STATES]),
        ),
      )
      .limit(1);
    return Boolean(row);
  };

  app.get(
    `${BASE}/fornitori`,
    { schema: { tags, response: { 200: z.array(supplierSchema) } } },
    async (request) => listSuppliers(app.db, sessionSubjectId(request)),
  );

  app.post(
    `${BASE}/add-fornitore`,
    { schema: { tags, body: supplierRequestSchema, response: { 200: esitoResponseSchema } } },
    async (request) => {
      await addSupplier(
        app.db,
        sessionSubjectId(request),
        request.body.subjectIdFornitore,
        request.body.referente,
      );
      return { esito: true };
    },
  );

  app.post(
    `${BASE}/modifica-fornitore`,
    { schema: { tags, body: supplierRequestSchema, response: { 200: esitoResponseSchema } } },
    async (request) => {
      await updateSupplier(
        app.db,
        sessionSubjectId(request),
        request.body.subjectIdFornitore,
        request.body.referente,
      );
      return { esito: true };
    },
  );

  app.delete(
    `${BASE}/cancella-fornitore`,
    {
      schema: {
        tags,
        querystring: z.object({ idSoggettoFornitore: z.string().min(1).max(40) }),
        response: { 200: esitoResponseSchema },
      },
    },
    async (request) => {
      const subjectId = sessionSubjectId(request);
      if (await inSavedMode(subjectId)) {
        throw conflict(
          'I dati di un salvataggio precedente sono stati ripristinati: completa la contribuzione in corso prima di eliminare un fornitore.',
        );
      }
      await removeSupplier(app.db, subjectId, request.query.idSoggettoFornitore);
      return { esito: true };
    },
  );

  app.post(
    `${BASE}/carica-allegato`,
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: attachmentSchema } } },
    async (request, reply) => {
      const subjectId = sessionSubjectId(request);
      const received = await receiveUpload(request, app.fileStore, subjectId, {
        fileAllegato: UPLOAD_RULES.invoiceAttachment,
      }).catch((e) => {
        if (e instanceof HttpError && e.statusCode === 413) reply.header('connection', 'close');
        throw e;
      });
      const file = received.files.fileAllegato;
      if (!file) throw badRequest('Manca il file fileAllegato.');
      try {
        await recordUploads(app.db, subjectId, [file]);
      } catch (e) {
        await discardUploads(app.fileStore, [file]);
        throw e;
      }
      return { codiceAllegato: file.key, contentType: file.contentType };
    },
  );

  app.delete(
    `${BASE}/cancella-allegato`,
    { schema: { tags, body: attachmentSchema, response: { 200: esitoResponseSchema } } },
    async (request) => {
      const subjectId = sessionSubjectId(request);
      const key = request.body.codiceAllegato;
      const [file] = await app.db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.key, key), eq(storedFiles.subjectId, subjectId)));
      if (!file) throw notFound('Documento non trovato.');
      // Only an upload no record points at may go: a file of a draft (the payments draft included:
      // leaving without 'Procedi' keeps that draft, which must not point at a deleted file), of a
      // saved or of a sent contribution stays; once no record points at it, the clean-up of
      // unreferenced uploads removes it.
      const [used] = await app.db
        .select({ state: moduleRecords.state })
        .from(moduleRecords)
        .where(
          and(eq(moduleRecords.subjectId, subjectId), sql`${moduleRecords.data}::text LIKE ${`%${key}%`}`),
        )
        .limit(1);
      if (used?.state === 'IN_BOZZA') throw conflict(ATTACHMENT_IN_DRAFT_MESSAGE);
      if (used) throw conflict('Il documento appartiene a dati già salvati e non può essere rimosso.');
      await app.db.delete(storedFiles).where(eq(storedFiles.key, key));
      await app.fileStore.delete(key);
      return { esito: true };
    },
  );
};
