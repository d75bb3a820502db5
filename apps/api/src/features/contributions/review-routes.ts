import {
  changeStateRequestSchema,
  esitoResponseSchema,
  reviewCountsSchema,
  reviewDetailSchema,
  reviewQueueQuerySchema,
  reviewQueueResponseSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentSession, requireAdmin } from '../../auth/guard.ts';
import { notFound } from '../../http/errors.ts';
import { appOrigin } from '../../http/origin.ts';
import { isValidKey } from '../../storage/file-store.ts';
import { contentDisposition, openCompanyFile } from '../files/index.ts';
import { mailOutcome } from './outcome-mail.ts';
import { reviewCounts, reviewQueue } from './queue.ts';
import { serverModule } from './registry.ts';
import { decide } from './review.ts';
import { blockRecord, reviewDetail } from './review-detail.ts';

const blockParams = z.object({ blockId: z.guid() });
const NOT_FOUND = 'Contribuzione non trovata.';

/** The analysts' side of the lifecycle: the queue, one block's review, the decision (spec part 1 §4). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const tags = ['review'];

  app.post(
    '/admin/cambia-stato-contribuzione',
    { schema: { tags: ['admin'], body: changeStateRequestSchema, response: { 200: esitoResponseSchema } } },
    async (request) => {
      const outcome = await decide(app.db, {
        blockId: request.body.idBlocco,
        to: request.body.statoModulo,
        text: request.body.motivoRifiuto,
        reasonCode: request.body.reasonCode,
        analyst: { userId: currentSession(request).loginUser.id },
        log: request.log,
      });
      // After the commit, and without holding the answer back for the mail server.
      app.mailer.later(() => mailOutcome(app, appOrigin(request, app.config), outcome));
      return { esito: true };
    },
  );

  app.get(
    '/admin/review-queue',
    { schema: { tags, querystring: reviewQueueQuerySchema, response: { 200: reviewQueueResponseSchema } } },
    async (request) => reviewQueue(app.db, request.query, new Date(), currentSession(request).loginUser.id),
  );

  app.get(
    '/admin/review-queue/counts',
    { schema: { tags, response: { 200: reviewCountsSchema } } },
    async () => reviewCounts(app.db),
  );

  app.get(
    '/admin/review-queue/:blockId',
    { schema: { tags, params: blockParams, response: { 200: reviewDetailSchema } } },
    async (request) => {
      const detail = await reviewDetail(app.db, request.params.blockId, currentSession(request).loginUser.id);
      if (!detail) throw notFound(NOT_FOUND);
      return detail;
    },
  );

  // A file of the block's contribution, to view in the page (inline) or download; any other key is a 404.
  app.get(
    '/admin/review-queue/:blockId/file',
    {
      schema: {
        tags,
        params: blockParams,
        querystring: z.object({ key: z.string().min(1).max(100), download: z.enum(['1']).optional() }),
      },
    },
    async (request, reply) => {
      const { blockId } = request.params;
      const { key } = request.query;
      const found = await blockRecord(app.db, blockId);
      const listed =
        found && isValidKey(key) && serverModule(found.record.module).fileKeys(found.data).includes(key);
      const file = listed ? await openCompanyFile(app.db, app.fileStore, found.record.subjectId, key) : null;
      if (!file) throw notFound('Documento non trovato.');
      const disposition = contentDisposition(file.file.originalName);
      return reply
        .type(file.file.contentType)
        .header('content-length', file.file.size)
        .header(
          'content-disposition',
          request.query.download ? disposition : disposition.replace(/^attachment/, 'inline'),
        )
        .send(file.stream);
    },
  );
};
