import { sustainabilitySchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCredibility, sessionSubjectId } from '../../auth/guard.ts';
import { latestDelivery } from '../reports/index.ts';

export const sustainabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCredibility);

  app.get(
    '/soggetto/sostenibilita',
    { schema: { tags: ['sustainability'], response: { 200: sustainabilitySchema } } },
    async (request) => {
      const report = await latestDelivery(app.db, sessionSubjectId(request), 'report');
      return report?.content.sostenibilita ?? { esgScoreClass: null, esgPropensityClass: null };
    },
  );
};
