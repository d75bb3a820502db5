import { changeStateRequestSchema, esitoResponseSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSession, requireAdmin } from '../../auth/guard.ts';
import { decide } from './review.ts';

/** The analysts' side of the lifecycle: deciding a review block (spec part 1 §4, admin review). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.post(
    '/admin/cambia-stato-contribuzione',
    { schema: { tags: ['admin'], body: changeStateRequestSchema, response: { 200: esitoResponseSchema } } },
    async (request) => {
      await decide(app.db, {
        blockId: request.body.idBlocco,
        to: request.body.statoModulo,
        reason: request.body.motivoRifiuto,
        analyst: { userId: currentSession(request).loginUser.id },
        log: request.log,
      });
      return { esito: true };
    },
  );
};
